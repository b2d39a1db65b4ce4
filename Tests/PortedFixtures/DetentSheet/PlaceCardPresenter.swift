//
//  PlaceCardPresenter.swift
//  DetentSheet
//
//  Shows a place card in a system sheet that peeks above the map, as Maps does: the user
//  drags it up to half or full height, and swipes it away from its smallest height.
//
//      let placeCard = PlaceCardPresenter()   // keep a strong reference
//      placeCard.delegate = self
//      placeCard.present(PlaceCardViewController(placeName: "Ferry Building"), from: self)
//
//  The library supports iOS 13: before iOS 15 the card is a plain page sheet; before iOS 16
//  it has no peek detent and rests at the medium one.
//

import UIKit

// MARK: - Delegate

/// The heights a place card rests at.
public enum PlaceCardDetent: Int {
    /// A strip above the map (iOS 16 and later).
    case peek
    /// About half the screen.
    case medium
    /// The whole sheet.
    case large
}

/// Tells the owner of a `PlaceCardPresenter` what the user does with the card.
public protocol PlaceCardPresenterDelegate: AnyObject {
    /// The user dragged the card to another height (not called when the card changes it in code).
    func placeCardPresenter(_ presenter: PlaceCardPresenter, didMoveTo detent: PlaceCardDetent)
    /// The user swiped the card away (not called when it is dismissed in code).
    func placeCardPresenterDidDismiss(_ presenter: PlaceCardPresenter)
}

public extension PlaceCardPresenterDelegate {
    func placeCardPresenter(_ presenter: PlaceCardPresenter, didMoveTo detent: PlaceCardDetent) {}
    func placeCardPresenterDidDismiss(_ presenter: PlaceCardPresenter) {}
}

// MARK: - Constants

public struct PlaceCardConstants {
    /// The peek detent's height above the home indicator; at most half the largest height.
    public static let peekHeight: CGFloat = 220
    public static let cornerRadius: CGFloat = 16
}

@available(iOS 15.0, *)
extension UISheetPresentationController.Detent.Identifier {
    /// The place card's smallest detent, a custom one (iOS 16).
    static let placeCardPeek = UISheetPresentationController.Detent.Identifier("peek")
}

// MARK: - Presenter

public final class PlaceCardPresenter: NSObject {
    public weak var delegate: PlaceCardPresenterDelegate?
    /// Whether the map stays usable, undimmed, while the card is at its peek or medium height.
    public var keepsMapInteractive = true
    /// The card on screen, if any.
    public private(set) weak var card: UIViewController?

    public override init() {
        super.init()
    }

    /// Presents `card` as a sheet resting at its smallest height.
    public func present(_ card: UIViewController, from presenter: UIViewController, animated: Bool = true) {
        card.modalPresentationStyle = .pageSheet
        card.presentationController?.delegate = self
        if #available(iOS 15.0, *) {
            configureSheet(of: card)
        }
        self.card = card
        presenter.present(card, animated: animated)
    }

    /// The height the card rests at (`.large` when it is not a sheet with detents).
    public var selectedDetent: PlaceCardDetent {
        guard #available(iOS 15.0, *), let sheet = card?.sheetPresentationController else { return .large }
        return detent(of: sheet)
    }

    @available(iOS 15.0, *)
    private func configureSheet(of card: UIViewController) {
        if let sheet = card.sheetPresentationController {
            if #available(iOS 16.0, *) {
                let peek = UISheetPresentationController.Detent.custom(identifier: .placeCardPeek) { context in
                    min(PlaceCardConstants.peekHeight, context.maximumDetentValue * 0.5)
                }
                sheet.detents = [peek, .medium(), .large()]
                sheet.selectedDetentIdentifier = .placeCardPeek
            } else {
                sheet.detents = [.medium(), .large()]
                sheet.selectedDetentIdentifier = .medium
            }
            sheet.largestUndimmedDetentIdentifier = keepsMapInteractive ? .medium : nil
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = PlaceCardConstants.cornerRadius
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            sheet.delegate = self
        }
    }

    @available(iOS 15.0, *)
    private func detent(of sheet: UISheetPresentationController) -> PlaceCardDetent {
        switch sheet.selectedDetentIdentifier {
        case .some(.large):
            return .large
        case .some(.medium):
            return .medium
        default:
            if #available(iOS 16.0, *) {
                return .peek
            }
            return .medium
        }
    }
}

// MARK: - UIAdaptivePresentationControllerDelegate

extension PlaceCardPresenter: UIAdaptivePresentationControllerDelegate {
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        card = nil
        delegate?.placeCardPresenterDidDismiss(self)
    }
}

// MARK: - UISheetPresentationControllerDelegate

@available(iOS 15.0, *)
extension PlaceCardPresenter: UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        delegate?.placeCardPresenter(self, didMoveTo: detent(of: sheetPresentationController))
    }
}
