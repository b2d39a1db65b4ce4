//
//  TodayExample.swift
//  FeaturedCards Example
//
//  A "Today" screen: a carousel of featured cards paged one at a time, over an inset-grouped
//  list of stories. Tap a card and it grows into its story; drag the story down (or tap its
//  close button) and it shrinks back into the card. Tap a row to push a plain page.
//

import UIKit

struct FeaturedCard {
    let eyebrow: String
    let title: String
    let body: String
    let color: UIColor

    static let all: [FeaturedCard] = [
        FeaturedCard(eyebrow: "APP OF THE DAY", title: "Night Sky",
                     body: "Point your phone at the sky and every star gets a name.",
                     color: UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)),
        FeaturedCard(eyebrow: "GAME OF THE DAY", title: "Harbour Run",
                     body: "Ferry passengers across a busy harbour before the tide turns.",
                     color: UIColor(red: 255 / 255, green: 149 / 255, blue: 0 / 255, alpha: 1)),
        FeaturedCard(eyebrow: "MEET THE DEVELOPER", title: "Small Studio, Big Maps",
                     body: "Three friends drew every trail of the Alps by hand.",
                     color: UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1)),
        FeaturedCard(eyebrow: "NOW TRENDING", title: "Pocket Synth",
                     body: "A whole studio of sounds in four knobs.",
                     color: UIColor(red: 255 / 255, green: 45 / 255, blue: 85 / 255, alpha: 1)),
        FeaturedCard(eyebrow: "HOW TO", title: "Grow Your Own Herbs",
                     body: "A window sill, a pot and an app that reminds you to water.",
                     color: UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)),
    ]
}

struct Story {
    let title: String
    let subtitle: String

    static let all: [Story] = [
        Story(title: "Apps for Rainy Days", subtitle: "12 apps"),
        Story(title: "Learn a Language", subtitle: "8 apps"),
        Story(title: "Cook Like a Chef", subtitle: "10 apps"),
        Story(title: "Sleep Better", subtitle: "6 apps"),
    ]
}

enum TodaySection: Int, CaseIterable {
    case featured
    case stories

    var title: String {
        switch self {
        case .featured: return "Featured"
        case .stories: return "Stories"
        }
    }
}

enum TodayItem: Hashable {
    case card(Int)
    case story(Int)
}

struct TodayLayout {
    static let cardWidthFraction: CGFloat = 0.8
    static let cardHeight: CGFloat = 320
    static let cardSpacing: CGFloat = 16
    /// A card a whole container's width away from the middle is this much smaller.
    static let offCentreShrink: CGFloat = 0.2
    static let smallestCardScale: CGFloat = 0.9
}

final class TodayViewController: UIViewController {

    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<TodaySection, TodayItem>!

    /// The open card's transitioning delegate: the detail's `transitioningDelegate` is weak.
    private(set) var cardTransition: CardTransitionController?
    /// The story last chosen in the list.
    private(set) var selectedStoryIndex: Int?
    /// What the card transitions told us, in order ("progress" once per run of updates).
    private(set) var transitionLog: [String] = []
    private(set) var dismissProgress: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        view.backgroundColor = .systemGroupedBackground

        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.delegate = self
        view.addSubview(collectionView)

        configureDataSource()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Coming back from a story: the row it was opened from loses its highlight.
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: Layout

    private func makeLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            switch TodaySection(rawValue: sectionIndex) {
            case .featured?:
                return TodayViewController.featuredSection()
            default:
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            }
        }
    }

    /// The carousel: cards 80 % of the width, paged one at a time and centred, smaller the
    /// further they are from the middle.
    static func featuredSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(TodayLayout.cardWidthFraction),
                                               heightDimension: .absolute(TodayLayout.cardHeight)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = TodayLayout.cardSpacing
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 8, trailing: 0)

        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top)
        section.boundarySupplementaryItems = [header]

        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            for item in items where item.representedElementCategory == .cell {
                let distance = abs(item.frame.midX - offset.x - width / 2)
                let scale = max(TodayLayout.smallestCardScale, 1 - TodayLayout.offCentreShrink * distance / width)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return section
    }

    // MARK: Data

    private func configureDataSource() {
        let cardRegistration = UICollectionView.CellRegistration<FeaturedCardCell, Int> { cell, _, index in
            cell.configure(with: FeaturedCard.all[index])
        }
        let storyRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, index in
            let story = Story.all[index]
            var content = cell.defaultContentConfiguration()
            content.text = story.title
            content.secondaryText = story.subtitle
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            let section = TodaySection(rawValue: indexPath.section)
            var content = section == .featured
                ? UIListContentConfiguration.prominentInsetGroupedHeader()
                : header.defaultContentConfiguration()
            content.text = section?.title
            header.contentConfiguration = content
        }

        dataSource = UICollectionViewDiffableDataSource<TodaySection, TodayItem>(collectionView: collectionView) {
            collectionView, indexPath, item in
            switch item {
            case .card(let index):
                return collectionView.dequeueConfiguredReusableCell(using: cardRegistration, for: indexPath, item: index)
            case .story(let index):
                return collectionView.dequeueConfiguredReusableCell(using: storyRegistration, for: indexPath, item: index)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<TodaySection, TodayItem>()
        snapshot.appendSections(TodaySection.allCases)
        snapshot.appendItems(FeaturedCard.all.indices.map { TodayItem.card($0) }, toSection: .featured)
        snapshot.appendItems(Story.all.indices.map { TodayItem.story($0) }, toSection: .stories)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    // MARK: Navigation

    /// Grows the card's story out of `card` (its cell).
    func expandCard(at index: Int, from card: UIView) {
        guard presentedViewController == nil else { return }
        let transition = CardTransitionController(sourceCard: card)
        transition.delegate = self
        cardTransition = transition

        let detail = CardDetailViewController(card: FeaturedCard.all[index])
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = transition
        present(detail, animated: true, completion: nil)
    }

    func showStory(at index: Int) {
        selectedStoryIndex = index
        navigationController?.pushViewController(StoryViewController(story: Story.all[index]), animated: true)
    }
}

// MARK: - UICollectionViewDelegate

extension TodayViewController: UICollectionViewDelegate {

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        switch item {
        case .card(let index):
            collectionView.deselectItem(at: indexPath, animated: false)
            guard let cell = collectionView.cellForItem(at: indexPath) else { return }
            expandCard(at: index, from: cell)
        case .story(let index):
            showStory(at: index)
        }
    }
}

// MARK: - FeaturedCardsDelegate

extension TodayViewController: FeaturedCardsDelegate {

    func cardTransitionWillExpand(_ transition: CardTransitionController) {
        transitionLog.append("willExpand")
    }

    func cardTransitionDidExpand(_ transition: CardTransitionController) {
        transitionLog.append("didExpand")
    }

    func cardTransitionWillCollapse(_ transition: CardTransitionController) {
        transitionLog.append("willCollapse")
    }

    func cardTransition(_ transition: CardTransitionController, didUpdateDismissProgress progress: CGFloat) {
        dismissProgress.append(progress)
        if transitionLog.last != "progress" {
            transitionLog.append("progress")
        }
    }

    func cardTransition(_ transition: CardTransitionController, didEndCollapse completed: Bool) {
        transitionLog.append(completed ? "didCollapse" : "collapseCancelled")
        if completed {
            cardTransition = nil
        }
    }
}

// MARK: - Cells

final class FeaturedCardCell: UICollectionViewCell {

    let eyebrowLabel = UILabel()
    let titleLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = CardTransitionConstants.cardCornerRadius
        contentView.clipsToBounds = true
        eyebrowLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        eyebrowLabel.textColor = UIColor.white.withAlphaComponent(0.8)
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.numberOfLines = 2
        contentView.addSubview(eyebrowLabel)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width - 40
        eyebrowLabel.frame = CGRect(x: 20, y: 20, width: width, height: 16)
        titleLabel.frame = CGRect(x: 20, y: 40, width: width, height: 68)
    }

    func configure(with card: FeaturedCard) {
        contentView.backgroundColor = card.color
        eyebrowLabel.text = card.eyebrow
        titleLabel.text = card.title
    }
}

// MARK: - The card's story

final class CardDetailViewController: UIViewController {

    let card: FeaturedCard
    let headerView = UIView()
    let eyebrowLabel = UILabel()
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let closeButton = UIButton(type: .close)

    init(card: FeaturedCard) {
        self.card = card
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        headerView.backgroundColor = card.color
        view.addSubview(headerView)

        eyebrowLabel.text = card.eyebrow
        eyebrowLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        eyebrowLabel.textColor = UIColor.white.withAlphaComponent(0.8)
        titleLabel.text = card.title
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.numberOfLines = 2
        headerView.addSubview(eyebrowLabel)
        headerView.addSubview(titleLabel)

        bodyLabel.text = card.body
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.textColor = .label
        bodyLabel.numberOfLines = 0
        view.addSubview(bodyLabel)

        closeButton.addTarget(self, action: Self.closeTapped(_:), for: .touchUpInside)
        view.addSubview(closeButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        // Taller than a card is: at the card's size the colour fills the whole view.
        let headerHeight = (bounds.width * 1.2).rounded()
        headerView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: headerHeight)
        let top = view.safeAreaInsets.top
        let width = bounds.width - 40
        eyebrowLabel.frame = CGRect(x: 20, y: top + 20, width: width, height: 16)
        titleLabel.frame = CGRect(x: 20, y: top + 40, width: width, height: 68)
        // A fixed height: the view clips what does not fit while it is card-sized.
        bodyLabel.frame = CGRect(x: 20, y: headerHeight + 20, width: width, height: 120)
        closeButton.frame = CGRect(x: bounds.width - 50, y: top + 16, width: 30, height: 30)
    }

    private func closeTapped(_ sender: UIButton) {
        dismiss(animated: true, completion: nil)
    }
}

final class StoryViewController: UIViewController {

    let story: Story
    private let subtitleLabel = UILabel()

    init(story: Story) {
        self.story = story
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = story.title
        view.backgroundColor = .systemBackground
        subtitleLabel.text = story.subtitle
        subtitleLabel.textColor = .secondaryLabel
        view.addSubview(subtitleLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        subtitleLabel.frame = CGRect(x: 20, y: view.safeAreaInsets.top + 20, width: view.bounds.width - 40, height: 22)
    }
}
