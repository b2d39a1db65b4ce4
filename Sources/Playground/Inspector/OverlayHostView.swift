import UIKit

/// The content of the overlay window: the inspector along the bottom edge, the help centred.
@MainActor
final class OverlayHostView: UIView {
    let inspector: InspectorView
    let help: HelpOverlayView
    let notice: NoticeView
    static let margin: CGFloat = 8

    init(frame: CGRect, inspector: InspectorView, help: HelpOverlayView, notice: NoticeView) {
        self.inspector = inspector
        self.help = help
        self.notice = notice
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(inspector)
        addSubview(help)
        addSubview(notice)
    }

    required init?(coder: NSCoder) { fatalError("OverlayHostView is made in code") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let m = Self.margin
        let width = bounds.width - 2 * m
        let height = min(inspector.fittingHeight(forWidth: width), bounds.height - 2 * m)
        inspector.frame = CGRect(x: m, y: bounds.height - m - height, width: width, height: height)
        let size = help.fittingSize(in: bounds.size)
        help.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                            width: size.width, height: size.height)
        let noticeWidth = min(notice.fittingWidth, bounds.width - 2 * m)
        notice.frame = CGRect(x: ((bounds.width - noticeWidth) / 2).rounded(), y: 12, width: noticeWidth, height: NoticeView.height)
    }
}
