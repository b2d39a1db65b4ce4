import Foundation
import Testing
@testable import QuartzCore
import CoreGraphics
@testable import UIKitTesting

/// A subtree that only moved by whole pixels has its pixels moved within the frame buffer, and
/// only the strip it uncovers (and whatever else changed) is drawn (`LayerRenderer+Shift`). Every
/// such frame must have exactly the bytes of the same frame drawn without moving anything
/// (`shiftsMovedLayers = false`), and the move must really happen where it may.
@MainActor
@Suite(.serialized) struct ShiftTests {
    /// The benchmark's slide moved by uneven steps both ways (so the displacement is large and
    /// small, left and right), at 1× and 2×: byte for byte the full redraw, and moved.
    @Test(arguments: equivalenceConfigurations)
    func aSlideShiftedIsByteForByteTheFullRedraw(_ configuration: EquivalenceConfiguration) {
        let shifted = SlideScene(configuration), redrawn = SlideScene(configuration)
        redrawn.screen.driver.renderer.shiftsMovedLayers = false
        for scene in [shifted, redrawn] { scene.show(progress: 0.05) }
        var moved = 0, frames = 0
        for p in [0.1, 0.13, 0.37, 0.38, 0.5, 0.72, 0.9, 0.85, 0.6, 0.61, 0.3, 1, 0.5, 0.01] as [CGFloat] {
            for scene in [shifted, redrawn] { scene.show(progress: p, frames: 1) }
            frames += 1
            expectSameBytes(shifted, redrawn, "moved to p = \(p)")
            let moves = shifted.screen.driver.renderer.lastFrameMoves
            #expect(redrawn.screen.driver.renderer.lastFrameMoves.isEmpty)
            if !moves.isEmpty {
                moved += 1
                // The frame reports the same changed area either way (drawn, or moved into).
                let changed = shifted.screen.driver.lastDamage.reduce(0) { $0 + $1.area }
                let full = redrawn.screen.driver.lastDamage.reduce(0) { $0 + $1.area }
                #expect(changed == full, "the changed area at p = \(p): \(changed) against \(full)")
            }
        }
        #expect(moved >= frames - 2, "the top screen's pixels were moved on \(moved) of \(frames) frames")
        shifted.expectEquivalent("after the slide")
    }

    /// The top screen sliding up and down (a sheet): rows are moved in the right order both ways.
    @Test func aVerticalSlide() {
        let configuration = equivalenceConfigurations[0]
        let shifted = SlideScene(configuration), redrawn = SlideScene(configuration)
        redrawn.screen.driver.renderer.shiftsMovedLayers = false
        for scene in [shifted, redrawn] {
            scene.show(progress: 1)
            scene.top.view.frame.origin.y = 700
            scene.frame(); scene.frame()
        }
        var moved = 0
        for y in [650, 500, 499, 300, 320, 101, 0, 40, 400] as [CGFloat] {
            for scene in [shifted, redrawn] {
                scene.top.view.frame.origin.y = y
                scene.frame()
            }
            expectSameBytes(shifted, redrawn, "the top screen at y = \(y)")
            if shifted.screen.driver.renderer.lastFrameMoves.first?.dy != nil { moved += 1 }
        }
        #expect(moved >= 7, "moved on \(moved) of 9 frames")
    }

    /// A view above the sliding screen, overlapping it: the screen's old pixels are not all its
    /// own (nor will the new ones be), so nothing is moved — and after the view leaves, not on
    /// the first frame either (its pixels were still there).
    @Test func somethingAboveStopsTheShift() {
        let configuration = equivalenceConfigurations[0]
        let shifted = SlideScene(configuration), redrawn = SlideScene(configuration)
        redrawn.screen.driver.renderer.shiftsMovedLayers = false
        var badges: [UIView] = []
        for scene in [shifted, redrawn] {
            let badge = UIView(frame: CGRect(x: 700, y: 300, width: 120, height: 80))
            badge.backgroundColor = UIColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)
            scene.window.addSubview(badge)
            badges.append(badge)
            scene.show(progress: 0.2)
        }
        for p in [0.3, 0.4] as [CGFloat] {
            for scene in [shifted, redrawn] { scene.show(progress: p, frames: 1) }
            expectSameBytes(shifted, redrawn, "a badge over the sliding screen at p = \(p)")
            #expect(shifted.screen.driver.renderer.lastFrameMoves.isEmpty, "nothing moved under the badge")
        }
        for badge in badges { badge.removeFromSuperview() }
        for scene in [shifted, redrawn] { scene.show(progress: 0.45, frames: 1) }
        expectSameBytes(shifted, redrawn, "the frame the badge left")
        #expect(shifted.screen.driver.renderer.lastFrameMoves.isEmpty, "the badge's pixels were on the old frame")
        for p in [0.5, 0.62] as [CGFloat] {
            for scene in [shifted, redrawn] { scene.show(progress: p, frames: 1) }
            expectSameBytes(shifted, redrawn, "after the badge left, p = \(p)")
        }
        #expect(!shifted.screen.driver.renderer.lastFrameMoves.isEmpty, "moved again once nothing is above")
    }

    /// A fractional move (the screen at a fractional point at 1×) is snapped to whole pixels
    /// like any placement; a change inside the moving screen stops the move for that frame.
    @Test func aChangeInsideTheMovingScreen() {
        let configuration = equivalenceConfigurations[0]
        let shifted = SlideScene(configuration), redrawn = SlideScene(configuration)
        redrawn.screen.driver.renderer.shiftsMovedLayers = false
        for scene in [shifted, redrawn] { scene.show(progress: 0.3); scene.show(progress: 0.35, frames: 1) }
        for scene in [shifted, redrawn] {
            scene.top.cards[1].backgroundColor = UIColor(red: 0.2, green: 0.7, blue: 0.4, alpha: 1)
            scene.show(progress: 0.4331, frames: 1)
        }
        expectSameBytes(shifted, redrawn, "a card changed while the screen moved")
        #expect(shifted.screen.driver.renderer.lastFrameMoves.isEmpty, "a changed screen is drawn again")
        for p in [0.47, 0.5555, 0.6] as [CGFloat] {
            for scene in [shifted, redrawn] { scene.show(progress: p, frames: 1) }
            expectSameBytes(shifted, redrawn, "moved on to p = \(p)")
        }
        shifted.expectEquivalent("after the change")
    }

    /// A horizontal move is made row by row beside the dimmed page's rows (`DeferredMove`):
    /// with the sliding screen coming in from the left, each row's move comes before the page's
    /// part of it; going back the other way, the page is written over the columns the move reads
    /// from before the move — the columns saved before drawing keep it exact.
    @Test(arguments: equivalenceConfigurations)
    func aSlideFromTheLeftMovesRowsBesideThePage(_ configuration: EquivalenceConfiguration) {
        let shifted = SlideScene(configuration), redrawn = SlideScene(configuration)
        redrawn.screen.driver.renderer.shiftsMovedLayers = false
        func show(_ p: CGFloat, frames: Int = 1) {
            for scene in [shifted, redrawn] {
                scene.top.view.frame.origin.x = -(1 - p) * configuration.width
                scene.dim.alpha = 0.4 * p
                for _ in 0..<frames { scene.frame() }
            }
        }
        show(0.05, frames: 2)
        var besideRows = 0
        for p in [0.1, 0.17, 0.4, 0.41, 0.7, 0.66, 0.2, 0.95, 0.5] as [CGFloat] {
            show(p)
            expectSameBytes(shifted, redrawn, "from the left at p = \(p)")
            besideRows += shifted.screen.driver.renderer.lastFrameRowsMovedBesideCopies
        }
        #expect(besideRows > 0, "rows were moved beside the page's rows")
        shifted.expectEquivalent("after the slide from the left")
    }

    /// A screen whose image would be big (a window-sized one from 2560×1440 up; here the limit
    /// is set to 0 so that any size takes that path) keeps no image while it is shifted: the strip
    /// it uncovers is drawn from its layers — the same bytes, both ways, beside the dimmed page.
    @Test(arguments: equivalenceConfigurations)
    func theStripDrawnFromLayersWhenTheImageWouldBeBig(_ configuration: EquivalenceConfiguration) {
        let shifted = SlideScene(configuration), redrawn = SlideScene(configuration)
        shifted.screen.driver.renderer.shiftedImageMinimumBytes = 0
        redrawn.screen.driver.renderer.shiftsMovedLayers = false
        for scene in [shifted, redrawn] { scene.show(progress: 0.1) }
        var movedWithoutImage = 0
        for p in [0.14, 0.33, 0.52, 0.5, 0.21, 0.8, 0.99] as [CGFloat] {
            for scene in [shifted, redrawn] { scene.show(progress: p, frames: 1) }
            expectSameBytes(shifted, redrawn, "strip from layers at p = \(p)")
            if !shifted.screen.driver.renderer.lastFrameMoves.isEmpty, shifted.topImage == nil { movedWithoutImage += 1 }
        }
        #expect(movedWithoutImage >= 5, "moved with no image of the screen on \(movedWithoutImage) of 7 frames")
        shifted.expectEquivalent("after the slide, strip from layers")
    }

    /// The dimmed page's encoding (`RowRuns`) is made from its image when the dimming is first
    /// folded into it, serves every frame after, and goes with the image.
    @Test func thePagesEncodingIsMadeOnceAndDroppedWithItsImage() throws {
        let scene = SlideScene(equivalenceConfigurations[0])
        scene.show(progress: 0.3)
        scene.show(progress: 0.35, frames: 1)
        let runs = try #require(scene.bottom.view.layer.renderState.subtreeImageRuns, "the page was encoded")
        #expect(runs.pays)
        for p in [0.4, 0.5, 0.62] as [CGFloat] {
            scene.show(progress: p, frames: 1)
            #expect(scene.bottom.view.layer.renderState.subtreeImageRuns === runs, "the same encoding at p = \(p)")
        }
        scene.bottom.view.layer.renderState.subtreeImage = nil
        #expect(scene.bottom.view.layer.renderState.subtreeImageRuns == nil)
    }

    /// With nothing folded (no dimming), the deferred rows are all moved when drawing ends.
    @Test func withoutADimmingTheRowsMoveWhenDrawingEnds() {
        let configuration = equivalenceConfigurations[0]
        let shifted = SlideScene(configuration), redrawn = SlideScene(configuration)
        redrawn.screen.driver.renderer.shiftsMovedLayers = false
        for scene in [shifted, redrawn] { scene.dim.removeFromSuperview(); scene.show(progress: 0.2) }
        var moved = 0
        for p in [0.25, 0.31, 0.6, 0.45, 0.44, 0.9] as [CGFloat] {
            for scene in [shifted, redrawn] { scene.show(progress: p, frames: 1) }
            expectSameBytes(shifted, redrawn, "no dimming, p = \(p)")
            #expect(shifted.screen.driver.renderer.lastFrameRowsMovedBesideCopies == 0)
            if !shifted.screen.driver.renderer.lastFrameMoves.isEmpty { moved += 1 }
        }
        #expect(moved >= 5, "moved on \(moved) of 6 frames")
    }
}
