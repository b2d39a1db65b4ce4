import Foundation

extension UINavigationController {
    /// The top controller's toolbar items changed.
    func toolbarItemsChanged(animated: Bool) {}
}
