import Foundation

/// A row a swipe can move sideways: a table or collection view cell.
@MainActor
protocol SwipeableRow: UIView {
    /// How far the row is moved from its place (negative: toward the leading… left).
    var swipeOffset: CGFloat { get set }
}

/// Swipe actions for the rows of a table view or a list (iOS 11 / 14): a mostly sideways drag
/// on a row moves it and uncovers the buttons of its leading or trailing
/// `UISwipeActionsConfiguration`; let go past half of them (or flung that way) it stays open,
/// otherwise it closes; dragged most of the way across (or flung far), the first action is
/// performed when the configuration allows a full swipe. A tap on a button performs its action;
/// a tap elsewhere, or scrolling, closes the row. The handler's completion closes it (a
/// destructive action's handler removes the row from the data and the view, as on iOS).
@MainActor
final class RowSwipeController {
    /// What the controller needs of its list.
    struct Host {
        /// The row under a point (the list's coordinates).
        var row: (CGPoint) -> IndexPath?
        /// The row's cell, when shown.
        var cell: (IndexPath) -> (any SwipeableRow)?
        /// The leading (`false`) or trailing (`true`) actions of a row.
        var configuration: (IndexPath, _ trailing: Bool) -> UISwipeActionsConfiguration?
        /// Told when a row opens or closes (a table's will/didEndEditingRow).
        var willBegin: (IndexPath) -> Void = { _ in }
        var didEnd: (IndexPath?) -> Void = { _ in }
    }

    /// A row that is moved or open.
    private struct Open {
        let indexPath: IndexPath
        weak var cell: (any SwipeableRow)?
        let trailing: Bool
        let configuration: UISwipeActionsConfiguration
        let buttons: SwipeActionButtonsView
        var offset: CGFloat
        let contentOffset: CGPoint
    }

    private weak var listView: UIScrollView?
    private let host: Host
    let recognizer: RowSwipeRecognizer
    private var open: Open?
    private var startOffset: CGFloat = 0

    /// The time a row takes to open, close or leave.
    static let duration: TimeInterval = 0.3

    init(list: UIScrollView, host: Host) {
        listView = list
        self.host = host
        recognizer = RowSwipeRecognizer()
        recognizer.controller = self
        recognizer.addTarget { [weak self] r in self?.handle(r as? RowSwipeRecognizer) }
        list.addGestureRecognizer(recognizer)
    }

    /// Whether a row is open (or moving).
    var isOpen: Bool { open != nil }
    /// The open row.
    var openIndexPath: IndexPath? { open?.indexPath }

    /// Whether a drag from `start` to `current` (window coordinates) is a swipe this list takes:
    /// mostly sideways, on a row with actions that way (or the open row).
    func accepts(from start: CGPoint, to current: CGPoint, in window: UIWindow?) -> Bool {
        guard let list = listView else { return false }
        let a = list.convert(start, from: window), b = list.convert(current, from: window)
        let dx = b.x - a.x, dy = b.y - a.y
        guard abs(dx) > abs(dy) * 1.2, let indexPath = host.row(a) else { return false }
        if let open, open.indexPath == indexPath { return true }
        let trailing = (dx < 0) != list.isRightToLeft
        return !(host.configuration(indexPath, trailing)?.actions.isEmpty ?? true)
    }

    private func handle(_ r: RowSwipeRecognizer?) {
        guard let r, let list = listView else { return }
        let window = r.view?.window
        switch r.state {
        case .began:
            let start = list.convert(r.touchDownPoint, from: window)
            guard let indexPath = host.row(start) else { return }
            if let current = open, current.indexPath != indexPath { close(animated: true) }
            if open == nil {
                let dx = r.translation(in: list).x
                let trailing = (dx < 0) != list.isRightToLeft
                guard let cell = host.cell(indexPath), let configuration = host.configuration(indexPath, trailing),
                      !configuration.actions.isEmpty else { return }
                host.willBegin(indexPath)
                let buttons = SwipeActionButtonsView(configuration: configuration, trailing: trailing) { [weak self] action, view in
                    self?.perform(action, from: view)
                }
                list.insertSubview(buttons, belowSubview: cell)
                open = Open(indexPath: indexPath, cell: cell, trailing: trailing, configuration: configuration, buttons: buttons,
                            offset: 0, contentOffset: list.contentOffset)
            }
            startOffset = open?.offset ?? 0
        case .changed:
            guard var o = open else { return }
            o.offset = limited(startOffset + r.translation(in: list).x, o)
            open = o
            show(o, animated: false)
        case .ended, .cancelled:
            guard var o = open, let cell = o.cell else { return }
            let v = r.velocity(in: list).x
            let width = o.buttons.naturalWidth, sign: CGFloat = o.trailing != list.isRightToLeft ? -1 : 1
            let distance = o.offset * sign     // how far it is open, positive
            let flung = v * sign                // positive: toward opening
            if r.state == .ended, o.configuration.performsFirstActionWithFullSwipe,
               distance > max(width + 40, cell.bounds.width * 0.6) || (flung > 1800 && distance > width * 0.5) {
                // A full swipe: the row leaves, and the first action is performed.
                o.offset = sign * cell.bounds.width
                open = o
                show(o, animated: true, fullSwipe: true)
                if let first = o.configuration.actions.first { perform(first, from: o.buttons) }
                return
            }
            if r.state == .ended && (flung > 300 || (flung > -300 && distance > width / 2)) {
                o.offset = sign * width
                open = o
                show(o, animated: true)
            } else {
                close(animated: true)
            }
        default:
            break
        }
    }

    /// The row's offset for a drag to `x`: not past the closed place the other way, and slowed
    /// past the buttons unless a full swipe is allowed.
    private func limited(_ x: CGFloat, _ o: Open) -> CGFloat {
        let sign: CGFloat = o.trailing != (listView?.isRightToLeft ?? false) ? -1 : 1
        let distance = max(0, x * sign), width = o.buttons.naturalWidth
        let shown = distance <= width || o.configuration.performsFirstActionWithFullSwipe ? distance : width + (distance - width) * 0.3
        return sign * shown
    }

    /// Moves the row to its offset and lays the buttons into the room it leaves.
    private func show(_ o: Open, animated: Bool, fullSwipe: Bool = false) {
        guard let cell = o.cell else { return }
        Self.move(cell, to: o.offset, buttons: o.buttons, fullSwipe: fullSwipe, animated: animated)
    }

    private static func move(_ cell: any SwipeableRow, to offset: CGFloat, buttons: SwipeActionButtonsView, fullSwipe: Bool,
                             animated: Bool, completion: (() -> Void)? = nil) {
        let apply = {
            let rest = cell.frame.offsetBy(dx: -cell.swipeOffset, dy: 0)
            cell.swipeOffset = offset
            cell.frame = rest.offsetBy(dx: offset, dy: 0)
            buttons.place(rest: rest, offset: offset, fullSwipe: fullSwipe)
        }
        if animated {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState],
                           animations: apply, completion: { _ in completion?() })
        } else {
            UIView.performWithoutAnimation(apply)
            completion?()
        }
    }

    /// Closes the open row (animated: it slides back, then its buttons go).
    func close(animated: Bool) {
        guard let o = open else { return }
        open = nil
        let buttons = o.buttons
        if let cell = o.cell {
            Self.move(cell, to: 0, buttons: buttons, fullSwipe: false, animated: animated) { buttons.removeFromSuperview() }
        } else {
            buttons.removeFromSuperview()
        }
        host.didEnd(o.indexPath)
    }

    /// Performs `action`: its handler gets the button and a completion that closes the row.
    private func perform(_ action: UIContextualAction, from view: UIView) {
        var completed = false
        action.handler(action, view) { [weak self] _ in
            guard !completed else { return }
            completed = true
            self?.close(animated: true)
        }
    }

    /// Whether the touch down now landed while a row was open: it closes the row when it lifts
    /// (a drag of the open row instead goes on moving it) and does nothing else.
    private var touchClosesRow = false

    /// A touch went down on the list: true when it is the controller's (a row is open).
    func touchDown() -> Bool {
        touchClosesRow = open != nil
        return touchClosesRow
    }

    /// The touch lifted: true when it was the controller's (the open row closes).
    func touchUp() -> Bool {
        guard touchClosesRow else { return false }
        touchClosesRow = false
        close(animated: true)
        return true
    }

    /// The touch was cancelled (the swipe's pan took it).
    func touchCancelled() { touchClosesRow = false }

    /// The list scrolled: an open row closes (not while it is being dragged).
    func listDidLayout() {
        guard let o = open, let list = listView, recognizer.state != .changed, recognizer.state != .began else { return }
        if abs(list.contentOffset.y - o.contentOffset.y) > 1 || o.cell == nil || host.cell(o.indexPath) !== o.cell {
            close(animated: false)
        }
    }
}

/// The swipe's pan: it begins only for a mostly sideways drag on a row that has actions that way.
@MainActor
final class RowSwipeRecognizer: UIPanGestureRecognizer {
    weak var controller: RowSwipeController?

    override func acceptsMovement(from start: CGPoint, to current: CGPoint, in window: UIWindow?) -> Bool {
        controller?.accepts(from: start, to: current, in: window) ?? false
    }
}

/// The buttons uncovered beside a swiped row, the first nearest the list's edge; together they
/// fill the room the row leaves, each in proportion to its width.
@MainActor
final class SwipeActionButtonsView: UIView {
    private let trailing: Bool
    private var buttons: [(action: UIContextualAction, view: UIView, width: CGFloat)] = []
    /// The width the buttons take when open.
    private(set) var naturalWidth: CGFloat = 0

    init(configuration: UISwipeActionsConfiguration, trailing: Bool, perform: @escaping (UIContextualAction, UIView) -> Void) {
        self.trailing = trailing
        super.init(frame: .zero)
        clipsToBounds = true
        for action in configuration.actions {
            let button = UIView()
            button.backgroundColor = action.backgroundColor ?? (action.style == .destructive ? .systemRed : .systemGray)
            let label = UILabel()
            label.text = action.title
            label.textColor = .white
            label.font = .systemFont(ofSize: 15)
            label.textAlignment = .center
            let image = action.image.map { UIImageView(image: $0) }
            image?.tintColor = .white
            image?.contentMode = .center
            button.addSubview(label)
            if let image { button.addSubview(image) }
            let textWidth = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)).width
            let width = max(74, ceil(textWidth) + 30)
            button.addGestureRecognizer(UITapGestureRecognizer { [weak button] _ in
                guard let button else { return }
                perform(action, button)
            })
            addSubview(button)
            buttons.append((action, button, width))
            naturalWidth += width
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Fills the room the row leaves: between its place at rest and where it is moved to.
    func place(rest: CGRect, offset: CGFloat, fullSwipe: Bool) {
        let onRight = offset < 0 || (offset == 0 && trailing != (superview?.isRightToLeft ?? false))
        let room = onRight ? CGRect(x: rest.maxX + offset, y: rest.minY, width: -min(0, offset), height: rest.height)
                           : CGRect(x: rest.minX, y: rest.minY, width: max(0, offset), height: rest.height)
        frame = room
        let total = max(1, naturalWidth)
        // The first button is nearest the edge; a full swipe gives it all the room.
        var x: CGFloat = onRight ? room.width : 0
        for (i, b) in buttons.enumerated() {
            let w = fullSwipe ? (i == 0 ? room.width : 0) : room.width * b.width / total
            if onRight { x -= w }
            b.view.frame = CGRect(x: x, y: 0, width: w, height: room.height)
            if !onRight { x += w }
            // The title keeps its button's natural width, at the side nearest the row.
            let inner = min(b.width, w)
            for sub in b.view.subviews {
                sub.frame = CGRect(x: onRight ? 0 : w - inner, y: 0, width: inner, height: room.height)
            }
        }
    }
}

extension UITableViewCell: SwipeableRow {}
extension UICollectionViewCell: SwipeableRow {}
