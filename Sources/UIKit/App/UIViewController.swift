import Foundation

/// An object that manages a view hierarchy.
///
/// The view is created lazily: the first access to `view` calls `loadView()` and then
/// `viewDidLoad()`.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private let nibNameStorage: String?

    /// Creates a view controller. There are no nib files here: `nibName` is kept, not loaded.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibNameStorage = nibNameOrNil
        super.init()
    }

    /// Creates a view controller from an archive (there are none here: it starts empty).
    public required init?(coder: NSCoder) {
        nibNameStorage = nil
        super.init()
    }

    /// Creates a view controller with no nib.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The name of the nib passed at creation.
    open var nibName: String? { nibNameStorage }

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewDelegate = nil
            loadedView = newValue
            newValue?.viewDelegate = self
        }
    }

    /// Creates the root view; the default makes a plain view the size of the main screen.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            warnOnce("\(type(of: self)).loadView() did not set a view; a plain view is used")
            view = UIView(frame: UIScreen.main.bounds)
        }
        viewDidLoad()
    }

    /// The title shown for this controller.
    open var title: String?

    /// The view's superview, as the next responder.
    open override var next: UIResponder? { loadedView?.superview }
}
