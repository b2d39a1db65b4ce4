// Client program: iOS 18's zoom transition adopted as Apple's documentation shows it — a list of
// cities whose detail page sets `preferredTransition = .zoom { … }` behind `#available`, the
// provider finding the cell of the city the page shows *now* (the page has a Next button, so the
// city may change before the page closes), and a detail presented modally with the same zoom
// whose options refuse the drag while the page's map is being moved. No porting change.
import UIKit

final class CityListViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    static let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemTeal, .systemBlue, .systemPurple]
    static let names = ["Lisbon", "Oslo", "Kyoto", "Quito", "Perth", "Cusco"]
    private(set) var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cities"
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "city")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.names.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "city", for: indexPath)
        cell.contentView.backgroundColor = Self.colors[indexPath.item]
        cell.contentView.layer.cornerRadius = 12
        return cell
    }

    /// The cell of a city, when it is on screen.
    func cell(forCity index: Int) -> UIView? {
        collectionView.cellForItem(at: IndexPath(item: index, section: 0))?.contentView
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let city = CityViewController(index: indexPath.item)
        if #available(iOS 18.0, *) {
            city.preferredTransition = .zoom { context in
                guard let shown = context.zoomedViewController as? CityViewController,
                      let list = context.sourceViewController as? CityListViewController else { return nil }
                return list.cell(forCity: shown.index)
            }
        }
        navigationController?.pushViewController(city, animated: true)
    }

    /// Shows a city modally, zooming from its cell; the page's map keeps drags that start on it.
    func presentCity(_ index: Int) {
        let city = CityViewController(index: index)
        if #available(iOS 18.0, *) {
            let options = UIViewController.Transition.ZoomOptions()
            options.interactiveDismissShouldBegin = { [weak city] context in
                guard let map = city?.map else { return true }
                return !map.frame.contains(context.location)
            }
            options.dimmingColor = UIColor.black.withAlphaComponent(0.4)
            city.preferredTransition = .zoom(options: options) { [weak self] _ in self?.cell(forCity: index) }
        }
        present(city, animated: true)
    }
}

final class CityViewController: UIViewController {
    private(set) var index: Int
    let map = UIView()
    let nextButton = UIButton(type: .system)

    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        show()
        map.backgroundColor = .systemGray
        view.addSubview(map)
        nextButton.setTitle("Next", for: .normal)
        nextButton.addAction(UIAction { [weak self] _ in self?.showNext() }, for: .touchUpInside)
        view.addSubview(nextButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        map.frame = CGRect(x: 20, y: view.bounds.height - 220, width: view.bounds.width - 40, height: 160)
        nextButton.frame = CGRect(x: view.bounds.width - 100, y: view.safeAreaInsets.top + 10, width: 80, height: 44)
    }

    private func show() {
        title = CityListViewController.names[index]
        view.backgroundColor = CityListViewController.colors[index]
    }

    func showNext() {
        index = (index + 1) % CityListViewController.names.count
        show()
    }
}
