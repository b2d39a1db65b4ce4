import UIKit

/// The content of the overlay window: the inspector as a panel beside the phone (the window
/// widens to hold it, as the iOS Simulator's and browsers' developer tools do), the help as a
/// sheet over the phone area, and the brief notice at the phone area's top.
@MainActor
final class OverlayHostView: UIView {
    let inspector: InspectorView
    let help: HelpOverlayView
    let notice: NoticeView
    static let margin: CGFloat = 8
    /// The inspector panel's width (fixed, so its columns stay put).
    static let panelWidth: CGFloat = 340
    /// The phone area's narrowest: a window too narrow for both shows the panel over the phone.
    static let minimumPhoneWidth: CGFloat = 200
    /// The width of the phone area while the panel is docked, until the window has widened
    /// (nil: not docked). Set by the container.
    var dockedPhoneWidth: CGFloat?
    /// Called after each layout with the phone area (the app window's frame while docked).
    var onPhoneAreaChange: ((CGRect) -> Void)?

    init(frame: CGRect, inspector: InspectorView, help: HelpOverlayView, notice: NoticeView) {
        self.inspector = inspector
        self.help = help
        self.notice = notice
        super.init(frame: frame)
        inspector.isUserInteractionEnabled = false
        notice.isUserInteractionEnabled = false
        addSubview(help)
        addSubview(inspector)
        addSubview(notice)
    }

    required init?(coder: NSCoder) { fatalError("OverlayHostView is made in code") }

    /// Only the help takes touches (while it is shown); everywhere else they go through to the
    /// app's window below.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view === self ? nil : view
    }

    /// The phone's part of the window: all of it, or what the docked panel leaves.
    var phoneArea: CGRect {
        guard inspector.isShown, bounds.width - Self.panelWidth >= Self.minimumPhoneWidth else { return bounds }
        return CGRect(x: 0, y: 0, width: bounds.width - Self.panelWidth, height: bounds.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let phone = phoneArea
        // Until the window has widened for the panel, the panel waits off the window's edge: no
        // frame shows it over the phone.
        let widened = dockedPhoneWidth.map { bounds.width >= $0 + Self.panelWidth - 0.5 } ?? true
        inspector.frame = CGRect(x: widened ? bounds.width - Self.panelWidth : bounds.width, y: 0,
                                 width: Self.panelWidth, height: bounds.height)
        help.frame = phone
        let m = Self.margin
        let noticeWidth = min(notice.fittingWidth, phone.width - 2 * m)
        notice.frame = CGRect(x: ((phone.width - noticeWidth) / 2).rounded(), y: 12, width: noticeWidth, height: NoticeView.height)
        if widened { onPhoneAreaChange?(phone) }
    }
}
