import Foundation

extension UIViewController {
    /// How a controller comes on screen and goes, set as its `preferredTransition` (iOS 18).
    ///
    /// `.zoom(options:sourceViewProvider:)` grows the pushed or presented controller's view out
    /// of a source view — a thumbnail, a cell — and shrinks it back into that view when it is
    /// popped or dismissed; the user can drag the zoomed view down to take it away, and it
    /// follows the finger (see `ZoomTransitionAnimator`). `.coverVertical`, `.crossDissolve`,
    /// `.flipHorizontal` and `.partialCurl` are the modal transition styles for presentations; a
    /// push with one of them slides as usual (as on iOS, where only the zoom changes a push).
    ///
    /// A transitioning delegate's animator or a navigation controller delegate's animator takes
    /// precedence over the preferred transition, as it does over `modalTransitionStyle`.
    @MainActor
    public final class Transition: NSObject {
        enum Kind {
            case zoom(ZoomOptions?, (ZoomSourceViewProviderContext) -> UIView?)
            case zoomFromBarButtonItem(ZoomOptions?, (ZoomSourceViewProviderContext) -> UIBarButtonItem?)
            case modal(UIModalTransitionStyle)
        }

        let kind: Kind

        init(kind: Kind) { self.kind = kind }

        /// A zoom out of the view `sourceViewProvider` returns. The provider is asked when the
        /// controller is shown and again when it goes (the source may have changed meanwhile: a
        /// detail view paged to another photo shrinks into that photo's cell); when it returns
        /// nil, or a view that is not in a window, the controller fades out shrinking about the
        /// middle instead.
        public static func zoom(options: ZoomOptions? = nil,
                                sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?) -> Self {
            Self(kind: .zoom(options?.copy() as? ZoomOptions, sourceViewProvider))
        }

        /// A zoom out of a bar button item's view (iOS 26).
        public static func zoom(options: ZoomOptions? = nil,
                                sourceBarButtonItemProvider: @escaping (ZoomSourceViewProviderContext) -> UIBarButtonItem?) -> Self {
            Self(kind: .zoomFromBarButtonItem(options?.copy() as? ZoomOptions, sourceBarButtonItemProvider))
        }

        /// The presented view slides up from the bottom (`UIModalTransitionStyle.coverVertical`).
        public static var coverVertical: Self { Self(kind: .modal(.coverVertical)) }
        /// The views cross-fade (`UIModalTransitionStyle.crossDissolve`).
        public static var crossDissolve: Self { Self(kind: .modal(.crossDissolve)) }
        /// The screen turns over to the presented view (`UIModalTransitionStyle.flipHorizontal`).
        public static var flipHorizontal: Self { Self(kind: .modal(.flipHorizontal)) }
        /// The current view curls up (`UIModalTransitionStyle.partialCurl`).
        public static var partialCurl: Self { Self(kind: .modal(.partialCurl)) }

        /// Whether this is a zoom (from a view or from a bar button item).
        var isZoom: Bool { if case .modal = kind { false } else { true } }

        /// The options the zoom was made with (nil: the defaults, or not a zoom).
        var zoomOptions: ZoomOptions? {
            switch kind {
            case .zoom(let o, _), .zoomFromBarButtonItem(let o, _): o
            case .modal: nil
            }
        }

        /// Asks the options' `interactiveDismissShouldBegin` (true without one).
        func interactionMayBegin(at location: CGPoint, velocity: CGPoint, willBegin: Bool) -> Bool {
            guard let ask = zoomOptions?.interactiveDismissShouldBegin else { return true }
            return ask(.init(location: location, velocity: CGVector(dx: velocity.x, dy: velocity.y), willBegin: willBegin))
        }

        /// The modal transition style this stands for in a presentation (a zoom is none).
        var modalStyle: UIModalTransitionStyle? {
            if case .modal(let style) = kind { style } else { nil }
        }

        /// Asks the provider for the view to zoom from or into.
        func sourceView(source: UIViewController, zoomed: UIViewController) -> UIView? {
            let context = ZoomSourceViewProviderContext(sourceViewController: source, zoomedViewController: zoomed)
            switch kind {
            case .zoom(_, let provider): return provider(context)
            case .zoomFromBarButtonItem(_, let provider):
                guard let item = provider(context) else { return nil }
                if let custom = item.customView { return custom }
                // The button the bar made for the item, wherever the source's window shows it.
                var queue: [UIView] = source.viewIfLoaded?.window.map { [$0] } ?? []
                while !queue.isEmpty {
                    let v = queue.removeFirst()
                    if let button = v as? BarButtonView, button.item === item { return button }
                    queue += v.subviews
                }
                return nil
            case .modal: return nil
            }
        }
    }
}

extension UIViewController.Transition {
    /// What the source view provider is told.
    @MainActor
    public final class ZoomSourceViewProviderContext: NSObject {
        /// The controller the zoom comes out of (and goes back into).
        public let sourceViewController: UIViewController
        /// The controller that is zoomed in.
        public let zoomedViewController: UIViewController

        init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
            self.sourceViewController = sourceViewController
            self.zoomedViewController = zoomedViewController
        }
    }

    /// The options of a zoom transition. The transition keeps a copy of the options it was made
    /// with, as UIKit does (`NSCopying`).
    @MainActor
    public final class ZoomOptions: NSObject, @preconcurrency NSCopying {
        /// Asked when the user starts dragging the zoomed view away; false keeps it (the drag then
        /// reaches the views under the finger as if the transition had no gesture).
        public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
        /// The rectangle of the zoomed controller's view, in its own coordinates, that lines up
        /// with the source view; nil (or a provider returning nil) for the whole view.
        public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?
        /// The colour laid over the source controller's view while the zoomed one is shown; nil
        /// for the default (black at 20 % alpha).
        public var dimmingColor: UIColor?
        /// A blur laid over the source controller's view instead of the colour; nil for none.
        public var dimmingVisualEffect: UIBlurEffect?

        public override init() { super.init() }

        public func copy(with zone: NSZone? = nil) -> Any {
            let c = ZoomOptions()
            c.interactiveDismissShouldBegin = interactiveDismissShouldBegin
            c.alignmentRectProvider = alignmentRectProvider
            c.dimmingColor = dimmingColor
            c.dimmingVisualEffect = dimmingVisualEffect
            return c
        }

        /// The default dimming colour.
        static let defaultDimming = UIColor(white: 0, alpha: 0.2)
    }
}

extension UIViewController.Transition.ZoomOptions {
    /// What `interactiveDismissShouldBegin` is told.
    @MainActor
    public final class InteractionContext: NSObject {
        /// Where the touch is, in the zoomed controller's view.
        public let location: CGPoint
        /// How fast the touch moves, in points per second.
        public let velocity: CGVector
        /// Whether the drag would begin the dismissal (true), or catch a zoom that is already
        /// running (false).
        public let willBegin: Bool

        init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
            self.location = location
            self.velocity = velocity
            self.willBegin = willBegin
        }
    }

    /// What `alignmentRectProvider` is told.
    @MainActor
    public final class AlignmentRectContext: NSObject {
        /// The view the zoom comes out of or goes into.
        public let sourceView: UIView
        /// The controller that is zoomed in.
        public let zoomedViewController: UIViewController

        init(sourceView: UIView, zoomedViewController: UIViewController) {
            self.sourceView = sourceView
            self.zoomedViewController = zoomedViewController
        }
    }
}
