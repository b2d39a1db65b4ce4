import Foundation
import Testing
@testable import UIKitTesting
@testable import Playground

extension HarnessRegressions {
    /// Cases of the randomized API suite that once failed, replayed by seed through the fuzz harness
    /// (docs/reliability.md).
    @MainActor
    @Suite(.serialized) struct FuzzReplayTests {
        /// Once broke when the upper controller's dismissal ran through its animator alongside
        /// the one below and left a container in the window; replays five failing seeds (bug
        /// 20).
        @Test(arguments: [0x79094D353FEE16E6, 0x7BDB3D1983D25443, 0x81A297B6D510CC71, 0xDC8A2719BF54DA8D, 0x19FB4539D023CDF4] as [UInt64])
        func dismissingBelowACustomPresentationTakesItAway(seed: UInt64) {
            let run = FuzzRun(name: "bug 20", filter: "FuzzReplayTests")
            var fuzzCase = APICase(index: 0, run: run, seed: seed)
            fuzzCase.perform()
            #expect(run.failedCases == 0, "the case of seed \(String(seed, radix: 16)) failed (its steps are printed above)")
        }

        /// A mistake of the harness, not of the library: a pinch recognizer that failed in a
        /// press's sequence was reset when that sequence settled (in a frame with no press) and,
        /// in the same frame, began from a secondary-button drag; the edge recorder, which polls
        /// once a frame, saw failed → began. It now counts the recognizer's resets. Replays the
        /// pointer case that showed it.
        @Test func aResetUnseenWithinAFrameIsNotAnIllegalEdge() throws {
            let scene = try #require(SceneDescriptor.all.first { $0.id == "zoom" })
            let run = FuzzRun(name: "harness: unseen reset", filter: "FuzzReplayTests")
            runPointerCase(0, run: run, size: PointerFuzzTests.phoneSize, seed: 0x136D49AB02CCFC41) { _ in
                FuzzSubject(root: scene.make(PlaygroundContext()), profile: PointerFuzzTests.profile(of: scene))
            }
            #expect(run.failedCases == 0, "the case failed (its steps are printed above)")
        }
    }
}
