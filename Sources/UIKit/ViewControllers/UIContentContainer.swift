import Foundation

/// What a container of content — a view controller or a presentation controller — is told
/// about size changes, and how it sizes its children.
///
/// On iOS the window's root controller hears of a new size through
/// ``viewWillTransition(to:with:)`` (a rotation, a Split View or Stage Manager resize); here a
/// resize of the desktop window is that change. The default implementations pass the news on:
/// a controller to its children (each sized by ``size(forChildContentContainer:withParentContainerSize:)``)
/// and to the controller it presented, through its presentation controller. Override and call
/// `super` to keep the forwarding, as Apple's documentation asks.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the container's content would like (`.zero`: no preference).
    var preferredContentSize: CGSize { get }
    /// A child's preferred content size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size to give a child when this container becomes `parentSize` (default: `parentSize`).
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's view is about to become `size`; `coordinator` runs animations alongside
    /// the change and completions after it.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The container's traits are about to become `newCollection` (a resize that changes the
    /// size classes); called before ``viewWillTransition(to:with:)``.
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}

extension UIPresentationController: UIContentContainer {}
