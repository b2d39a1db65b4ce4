import Foundation
import Testing
import TestExpectations

/// The example app of the fixtures, written for iOS with `@UIApplicationMain` (Fixtures/iOS/
/// ExampleApp) and ported by `uikit-port`, runs as an app: it launches headless, its app
/// delegate builds the window in `application(_:didFinishLaunchingWithOptions:)`, and the frame
/// shows the packing ring of its root screen.
///
/// Geometry (TripPlannerTests works it out): on a 320 × 568 screen the ring's centre is at
/// (160, 150) with a 44 pt radius; 30 % is packed, so three o'clock is systemBlue and six
/// o'clock the grey track; the background is systemGroupedBackground.
@Suite struct PortedExampleAppTests {
    @Test func thePortedAppDelegateLaunchesTheTripScreen() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ported-app-\(getpid())").path
        try? FileManager.default.removeItem(atPath: directory)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = try AppLaunch.start("PortedExampleApp", ["--headless", "--screen-size", "320x568", "--output", directory],
                                      display: nil)
        #expect(try await app.waitForExit(timeout: .seconds(60)) == .exited(0), "\(app.diagnostics)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".png") }.sorted()) ?? []
        let frame = try #require(files.last.flatMap { Snapshot(png: directory + "/" + $0) }, "no frame in \(directory): \(app.diagnostics)")
        expectNear(frame[204, 150].components, [0, 122, 255], tolerance: 3, "three o'clock of the ring is blue: \(frame[204, 150])")
        expectNear(frame[160, 194].components, [217, 217, 217], tolerance: 3, "six o'clock is the grey track: \(frame[160, 194])")
        expectNear(frame[160, 150].components, [242, 242, 247], tolerance: 3,
                   "the ring's middle shows the background: \(frame[160, 150])")
    }
}
