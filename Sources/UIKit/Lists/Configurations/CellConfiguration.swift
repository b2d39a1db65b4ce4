import Foundation

/// What a cell keeps for its content configuration: the configuration the client set, the
/// view made from it (filling the cell's content view), and whether the cell's state changed
/// since the configuration was last brought up to date. Table and collection view cells each
/// own one.
@MainActor
final class CellConfigurationHost {
    var configuration: (any UIContentConfiguration)?
    private(set) var view: (any UIView & UIContentView)?
    var needsUpdate = true

    /// Shows `configuration` in `contentView`: the view there takes it when it supports it,
    /// otherwise a new view replaces it; nil removes the view.
    func show(_ configuration: (any UIContentConfiguration)?, in contentView: UIView) {
        self.configuration = configuration
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, type(of: view.configuration) == type(of: configuration), view.supports(configuration) {
            view.configuration = configuration
            return
        }
        view?.removeFromSuperview()
        let new = configuration.makeContentView()
        new.frame = contentView.bounds
        new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(new)
        view = new
    }

    /// Runs a pending update for `state`: the automatic `updated(for:)` of the configuration
    /// (when `automatic`) through `set`, then the cell's `updateConfiguration(using:)`.
    func updateIfNeeded(state: () -> UICellConfigurationState, automatic: Bool,
                        set: (any UIContentConfiguration) -> Void, update: (UICellConfigurationState) -> Void) {
        guard needsUpdate else { return }
        needsUpdate = false
        let state = state()
        if automatic, let configuration { set(configuration.updated(for: state)) }
        update(state)
    }

    /// The height the configuration's view needs at `width` (nil without one).
    func fittingHeight(width: CGFloat) -> CGFloat? {
        view.map { $0.sizeThatFits(CGSize(width: width, height: 0)).height }
    }
}

extension UITableViewCell {
    /// Handles a change of the cell's configuration state.
    public typealias ConfigurationUpdateHandler = (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void

    /// The cell's content as a configuration (iOS 14); setting one shows its view in the
    /// content view, in place of the classic `textLabel`, `detailTextLabel` and `imageView`
    /// (hidden while a configuration is set). Nil removes it.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationHost.configuration }
        set {
            configurationHost.show(newValue, in: contentView)
            for v in [textLabelStorage, detailLabelStorage, imageViewStorage] as [UIView?] { v?.isHidden = newValue != nil }
            tableView?.setNeedsLayout()
        }
    }

    /// The configuration of the cell's style: `cell()` for `.default`, `subtitleCell()` for
    /// `.subtitle`, `valueCell()` for `.value1` and `.value2`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// Asks for `updateConfiguration(using:)` before the cell is next laid out (the state
    /// changed, or a custom state did).
    public func setNeedsUpdateConfiguration() {
        configurationHost.needsUpdate = true
        setNeedsLayout()
    }

    /// Runs a pending update: the automatic `updated(for:)` of the content and background
    /// configurations (`automaticallyUpdates…`), then `updateConfiguration(using:)`.
    func updateConfigurationIfNeeded() {
        guard configurationHost.needsUpdate else { return }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: configurationState)
        }
        configurationHost.updateIfNeeded(state: { configurationState }, automatic: automaticallyUpdatesContentConfiguration,
                                         set: { contentConfiguration = $0 }, update: { updateConfiguration(using: $0) })
    }

    /// The cell's background as a configuration (iOS 14); setting one removes the
    /// `backgroundView` and `backgroundColor` and shows it behind everything, the selection
    /// included. Nil removes it.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundHost.configuration }
        set {
            if newValue != nil && backgroundHost.configuration == nil {
                backgroundView = nil
                backgroundColor = nil
            }
            backgroundHost.show(newValue, in: self)
            showSelection(animated: false)
        }
    }

    /// The background configuration of the table's style (iOS 16): a plain table's cell, or
    /// a grouped one's.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        (tableView?.style ?? .plain) == .plain ? .listPlainCell() : .listGroupedCell()
    }
}

extension UICollectionViewCell {
    /// Handles a change of the cell's configuration state.
    public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

    /// The cell's content as a configuration (iOS 14); setting one shows its view, filling the
    /// content view. Nil removes it.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationHost.configuration }
        set { configurationHost.show(newValue, in: contentView) }
    }

    /// Asks for `updateConfiguration(using:)` before the cell is next laid out.
    public func setNeedsUpdateConfiguration() {
        configurationHost.needsUpdate = true
        setNeedsLayout()
    }

    func updateConfigurationIfNeeded() {
        guard configurationHost.needsUpdate else { return }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: configurationState)
        }
        configurationHost.updateIfNeeded(state: { configurationState }, automatic: automaticallyUpdatesContentConfiguration,
                                         set: { contentConfiguration = $0 }, update: { updateConfiguration(using: $0) })
    }

    /// The cell's background as a configuration (iOS 14); setting one removes the
    /// `backgroundView` and `backgroundColor` and shows it behind everything. Nil removes it.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundHost.configuration }
        set {
            if newValue != nil && backgroundHost.configuration == nil {
                backgroundView = nil
                backgroundColor = nil
            }
            backgroundHost.show(newValue, in: self)
            setNeedsLayout()
        }
    }
}
