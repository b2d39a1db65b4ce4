import UIKit

/// One of the playground's generated landscape photos (`gallery-N.png`, 400×300, and its centre
/// crop `thumb-N.png`, 120×120).
struct Photo: Equatable {
    let number: Int
    let title: String
    let place: String
    let blurb: String

    /// The photo's file in `Assets/` (4:3).
    var imageName: String { "gallery-\(number)" }
    /// The square thumbnail's file in `Assets/`: the photo's centre square.
    var thumbnailName: String { "thumb-\(number)" }

    /// The photo's width over its height.
    static let aspectRatio: CGFloat = 4.0 / 3.0

    static let all: [Photo] = [
        Photo(number: 1, title: "Alpine Lake", place: "Bernese Oberland",
              blurb: "Still water at noon, the peaks doubled in it. Bring a jacket: the wind comes off the glacier."),
        Photo(number: 2, title: "Desert Dunes", place: "Erg Chebbi",
              blurb: "The dunes move a few metres a year. Walk the crest at dawn, before the sand gets hot."),
        Photo(number: 3, title: "Sunset Bay", place: "Big Sur",
              blurb: "The sun drops straight into the Pacific here, and the water keeps the light for minutes after."),
        Photo(number: 4, title: "Pine Ridge", place: "Black Forest",
              blurb: "A ridge trail through old firs, with a view across three valleys from the top."),
        Photo(number: 5, title: "Lavender Fields", place: "Valensole",
              blurb: "Rows of lavender to the horizon in July; the bees are louder than the road."),
        Photo(number: 6, title: "Glacier", place: "Jökulsárlón",
              blurb: "Blue ice calving into a lagoon. The floes drift out to sea and wash up on a black beach."),
        Photo(number: 7, title: "Canyon", place: "Monument Valley",
              blurb: "Sandstone mesas that glow red at sunset, a few hundred metres above the valley floor."),
        Photo(number: 8, title: "Harbor at Night", place: "Bergen",
              blurb: "The ferries come in after dark; the wharf's windows light up one by one."),
        Photo(number: 9, title: "Aurora", place: "Tromsø",
              blurb: "Green curtains over the fjord on a clear winter night, bright enough to cast shadows."),
    ]
}
