//
//  TripViewController.swift
//  TripPlanner
//
//  The example app's only screen: a packing ring driven by a slider thumb, and a row that
//  opens the trip's details in a DragSheet.
//

import UIKit

enum TripConstants {
    static let backgroundColor = UIColor.systemGroupedBackground
    static let rowColor = UIColor.white
    static let sheetColor = UIColor.white
    static let accentColor = UIColor.systemBlue
    static let ringTrackColor = UIColor(white: 0.85, alpha: 1)
    static let ringProgressColor = UIColor.systemBlue
    static let ringLineWidth: CGFloat = 12
    static let ringSize = CGSize(width: 100, height: 100)
    static let thumbSize = CGSize(width: 28, height: 28)
    static let titleFont = UIFont.boldSystemFont(ofSize: 22)
    static let bodyFont = UIFont.systemFont(ofSize: 15)
    static let contentInsets = UIEdgeInsets(top: 40, left: 20, bottom: 20, right: 20)
    static let sheetInsets = UIEdgeInsets(top: 24, left: 20, bottom: 20, right: 20)
    static let sheetHeight: CGFloat = 260
    static let initialProgress: CGFloat = 0.3
}

public final class TripViewController: UIViewController {

    let titleLabel = UILabel()
    let ringView = RingView(frame: .zero)
    let percentLabel = UILabel()
    let trackView = UIView()
    let thumbView = UIView()
    let detailsRow = UIView()
    let detailsLabel = UILabel()
    let statusLabel = UILabel()

    /// The share of the packing list done, set by dragging the thumb.
    public private(set) var packingProgress: CGFloat = TripConstants.initialProgress
    public private(set) var appearanceCount = 0
    public private(set) var sheetDismissCount = 0

    let sheet = DragSheet()
    private var thumbObservation: NSKeyValueObservation?
    private var thumbStartX: CGFloat = 0

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = TripConstants.backgroundColor

        titleLabel.text = "Packing"
        titleLabel.font = TripConstants.titleFont
        view.addSubview(titleLabel)
        view.addSubview(ringView)

        percentLabel.font = TripConstants.bodyFont
        percentLabel.textAlignment = .center
        view.addSubview(percentLabel)

        trackView.backgroundColor = TripConstants.ringTrackColor
        trackView.layer.cornerRadius = 2
        view.addSubview(trackView)

        thumbView.backgroundColor = TripConstants.accentColor
        thumbView.layer.cornerRadius = TripConstants.thumbSize.width / 2
        thumbView.frame = CGRect(origin: .zero, size: TripConstants.thumbSize)
        thumbView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handleThumbPan(_:))))
        view.addSubview(thumbView)

        detailsRow.backgroundColor = TripConstants.rowColor
        detailsRow.layer.cornerRadius = 10
        detailsLabel.text = "Show trip details"
        detailsLabel.font = TripConstants.bodyFont
        detailsLabel.textColor = TripConstants.accentColor
        detailsRow.addSubview(detailsLabel)
        detailsRow.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showDetails(_:))))
        view.addSubview(detailsRow)

        statusLabel.font = TripConstants.bodyFont
        statusLabel.textColor = .gray
        view.addSubview(statusLabel)

        sheet.delegate = self
        sheet.onDismiss = { [weak self] in
            self?.statusLabel.text = "Details closed"
        }

        // The ring and the label follow the thumb wherever it is moved from.
        thumbObservation = thumbView.observe(\.center, options: [.new]) { [weak self] thumb, change in
            guard let self = self, let center = change.newValue else { return }
            self.thumbDidMove(to: center)
        }
        progressDidChange()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let content = view.bounds.inset(by: TripConstants.contentInsets)
        titleLabel.frame = CGRect(x: content.minX, y: content.minY, width: content.width, height: 30)
        ringView.frame = CGRect(x: content.midX - TripConstants.ringSize.width / 2, y: titleLabel.frame.maxY + 30,
                                width: TripConstants.ringSize.width, height: TripConstants.ringSize.height)
        percentLabel.frame = CGRect(x: content.minX, y: ringView.frame.maxY + 10, width: content.width, height: 24)
        trackView.frame = CGRect(x: content.minX + 20, y: percentLabel.frame.maxY + 30, width: content.width - 40, height: 4)
        thumbView.center = CGPoint(x: trackView.frame.minX + packingProgress * trackView.frame.width,
                                   y: trackView.frame.midY)
        detailsRow.frame = CGRect(x: content.minX, y: trackView.frame.maxY + 40, width: content.width, height: 56)
        detailsLabel.frame = detailsRow.bounds.insetBy(dx: 16, dy: 0)
        statusLabel.frame = CGRect(x: content.minX, y: detailsRow.frame.maxY + 16, width: content.width, height: 24)
    }

    deinit {
        thumbObservation?.invalidate()
    }

    // MARK: Actions

    @objc private func handleThumbPan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            thumbStartX = thumbView.center.x
        case .changed, .ended:
            let x = thumbStartX + pan.translation(in: view).x
            let clamped = min(max(x, trackView.frame.minX), trackView.frame.maxX)
            thumbView.center = CGPoint(x: clamped, y: trackView.frame.midY)
        default:
            break
        }
    }

    @objc func showDetails(_ recognizer: UITapGestureRecognizer) {
        guard presentedViewController == nil else { return }
        statusLabel.text = nil
        sheet.present(TripDetailsViewController(), from: self)
    }

    private func thumbDidMove(to center: CGPoint) {
        let track = trackView.frame
        guard track.width > 0 else { return }
        packingProgress = min(max((center.x - track.minX) / track.width, 0), 1)
        progressDidChange()
    }

    private func progressDidChange() {
        ringView.progress = packingProgress
        percentLabel.text = "\(Int((packingProgress * 100).rounded()))% packed"
    }
}

// MARK: - Appearance

extension TripViewController {

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearanceCount += 1
    }
}

// MARK: - DragSheetDelegate

extension TripViewController: DragSheetDelegate {

    public func sheetHeight(for containerSize: CGSize) -> CGFloat {
        return TripConstants.sheetHeight
    }

    public func sheetDidDismiss(_ sheet: DragSheet) {
        sheetDismissCount += 1
    }
}
