import Testing
import TestSupport
@testable import UIKit
import UIKitTesting
@testable import Playground

/// The zoom scene's grid is a `UICollectionView`: a plain drag scrolls it (reusing cells), and
/// the zoom starts from a cell wherever the grid has scrolled it and comes back to it.
///
/// Expectations, by hand: the grid starts 108 points down, rows 120 points apart (114-point
/// photos, 6-point gaps), three columns centred in 390 points (x 18, 138, 258). The hint bar
/// covers the bottom 68 points (52 tall, 16 from the edge), which the grid's content inset
/// leaves out of "visible". A click zooms in 0.45 s on UIKit's ease-in-ease-out curve (the
/// animator's `.curveEaseInOut`), and the close button zooms back on the same curve, so the
/// travelling photo's frame at `t` seconds is `start + (end − start) · ease(t / 0.45)`.
@MainActor
struct ZoomGridTests {
    /// Where the travelling photo is drawn, in the window.
    func drawnPhoto(_ grid: PhotoGridViewController) -> CGRect? {
        guard let clip = grid.zoomTransition.animator?.travellers.last, let container = clip.superview else { return nil }
        return container.convert((clip.layer.presentation() ?? clip.layer).frame, to: nil)
    }

    /// A cell's thumbnail frame in the window.
    func windowFrame(of grid: PhotoGridViewController, item: Int) -> CGRect? {
        grid.thumbnail(forItem: item).map { $0.convert($0.bounds, to: nil) }
    }

    /// The frame `fraction` of the way from `a` to `b`.
    func mix(_ a: CGRect, _ b: CGRect, _ fraction: Double) -> CGRect {
        let f = CGFloat(fraction)
        return CGRect(x: a.minX + (b.minX - a.minX) * f, y: a.minY + (b.minY - a.minY) * f,
                      width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f)
    }

    /// Runs the zoom frame by frame from the frame that started it until the photo has landed,
    /// expecting each frame's photo on the eased path from `start` to `end`.
    func expectEasedPath(_ h: SceneHarness, _ grid: PhotoGridViewController, from start: CGRect, to end: CGRect,
                         sourceLocation: SourceLocation = #_sourceLocation) {
        let ease = CAMediaTimingFunction(name: .easeInEaseOut), duration = 0.45
        var frames = 0
        for k in 0..<40 {
            if k > 0 { h.screen.run(for: 1.0 / 60) }
            guard let drawn = drawnPhoto(grid) else { break }
            let expected = mix(start, end, ease.solve(min(1, Double(k) / 60 / duration)))
            expectNear(drawn, expected, tolerance: 1, "frame \(k)", sourceLocation: sourceLocation)
            frames += 1
        }
        #expect((26...29).contains(frames), "the zoom runs 0.45 s (\(frames) frames)", sourceLocation: sourceLocation)
    }

    @Test func aPlainDragScrollsTheGridAndReusesCells() throws {
        let h = SceneHarness("zoom")
        let grid = try #require(h.root as? PhotoGridViewController)
        #expect(grid.collectionView.contentSize.height > 1.9 * 844, "36 photos make a grid almost two screens tall")
        h.perform([.press(CGPoint(x: 195, y: 600)), .move(to: CGPoint(x: 195, y: 200), duration: 0.4), .hold(0.1), .release])
        h.settle(for: 2)
        #expect(grid.presentedViewController == nil, "a drag opens nothing")
        #expect(grid.collectionView.contentOffset.y >= 350, "the grid followed the finger up")
        #expect(grid.collectionView.visibleCells.count <= 3 * 9, "cells only for the rows on screen")
    }

    @Test func theZoomStartsFromACellScrolledIntoView() throws {
        let h = SceneHarness("zoom")
        let grid = try #require(h.root as? PhotoGridViewController)
        #expect(grid.thumbnail(forItem: 22) == nil, "item 22 (row 8) is below the first screen")
        grid.collectionView.scrollToItem(at: IndexPath(item: 22, section: 0), at: .centeredVertically, animated: true)
        h.settle(for: 0.5)
        let cell = try #require(windowFrame(of: grid, item: 22), "scrolled into view, item 22 has a cell")
        #expect(cell.minY > 200 && cell.maxY < 700)

        h.screen.press(at: CGPoint(x: cell.midX, y: cell.midY))
        h.screen.release()
        let detail = try #require(grid.presentedViewController as? ZoomDetailViewController)
        #expect(detail.photo == PhotoGridViewController.photo(at: 22))
        #expect(grid.thumbnail(forItem: 22)?.isHidden == true, "its snapshot travels in its place")
        let photo = detail.photoView.convert(detail.photoView.bounds, to: nil)
        expectEasedPath(h, grid, from: cell, to: photo)
        #expect(grid.thumbnail(forItem: 22)?.isHidden == false)
        h.settle(for: 1)   // the grid's scroll indicator fades out under the detail screen
        h.expectIdle()
    }

    @Test func theZoomBackScrollsTheCellIntoViewAndLandsOnIt() throws {
        let h = SceneHarness("zoom")
        let grid = try #require(h.root as? PhotoGridViewController)
        // Item 15 (row 5, left column): 708…822 in the window, its lower half under the hint bar.
        let before = try #require(windowFrame(of: grid, item: 15))
        expectNear(before, CGRect(x: 18, y: 708, width: 114, height: 114), tolerance: 0.5)
        h.perform([.press(CGPoint(x: 75, y: 740)), .release, .hold(0.8)])
        let detail = try #require(grid.presentedViewController as? ZoomDetailViewController)
        #expect(detail.photo == PhotoGridViewController.photo(at: 15))
        let photo = detail.photoView.convert(detail.photoView.bounds, to: nil)

        // The close button (top right of the detail's column) zooms back.
        h.screen.press(at: CGPoint(x: 356, y: 42))
        h.screen.release()
        // The grid scrolled at once, just enough: the cell's bottom on the hint bar's top (776).
        expectNear(grid.collectionView.contentOffset.y, 822 - 776, tolerance: 0.5)
        let landing = try #require(windowFrame(of: grid, item: 15))
        expectNear(landing, CGRect(x: 18, y: 662, width: 114, height: 114), tolerance: 0.5)
        expectEasedPath(h, grid, from: photo, to: landing)
        h.settle(for: 0.2)
        #expect(grid.presentedViewController == nil)
        #expect(grid.thumbnail(forItem: 15)?.isHidden == false, "the cell shows its photo again")
        #expect(h.pixel(75, 719) != Colors.white, "the photo is drawn where it landed")
        h.expectIdle()
    }

    // MARK: Deleting the zoomed photo

    /// Item 4 (row 1, middle column) is at 138, 228 in the window; its neighbour item 5 slides
    /// into its place when it is deleted.
    @Test func deletingThePhotoDuringTheZoomBackLandsWhereItsNeighbourArrives() throws {
        let h = SceneHarness("zoom")
        let grid = try #require(h.root as? PhotoGridViewController)
        let slot = try #require(windowFrame(of: grid, item: 4))
        expectNear(slot, CGRect(x: 138, y: 228, width: 114, height: 114), tolerance: 0.5)
        h.perform([.press(CGPoint(x: slot.midX, y: slot.midY)), .release, .hold(0.8)])
        #expect(grid.presentedViewController is ZoomDetailViewController)

        h.screen.press(at: CGPoint(x: 356, y: 42))   // the close button: zoom back
        h.screen.release()
        h.screen.run(for: 0.2)
        let travellers = try #require(grid.zoomTransition.animator?.travellers)
        #expect(travellers.count == 2, "the photo is on its way back")
        grid.deletePhoto(at: IndexPath(item: 4, section: 0))
        var landed: CGRect?
        for _ in 0..<60 {
            if let drawn = drawnPhoto(grid) { landed = drawn }
            h.screen.run(for: 1.0 / 60)
        }
        h.settle(for: 0.5)
        #expect(grid.presentedViewController == nil, "the zoom back finished")
        #expect(travellers.allSatisfy { $0.superview == nil }, "no snapshot is left behind")
        expectNear(try #require(landed), slot, tolerance: 1)
        #expect(grid.collectionView.numberOfItems(inSection: 0) == PhotoGridViewController.itemCount - 1)
        #expect(grid.photo(ofItem: 4) == PhotoGridViewController.photo(at: 5))
        expectNear(try #require(windowFrame(of: grid, item: 4)), slot, tolerance: 0.5)
        #expect(grid.thumbnails.allSatisfy { !$0.isHidden }, "no thumbnail stays hidden")
        #expect(grid.collectionView.subviews.filter { $0 is PhotoGridCell }.count == grid.collectionView.visibleCells.count)
        h.expectIdle()
    }

    @Test func deletingThePhotoDuringTheZoomOpenMakesTheZoomBackLandOnItsNeighbour() throws {
        let h = SceneHarness("zoom")
        let grid = try #require(h.root as? PhotoGridViewController)
        let slot = try #require(windowFrame(of: grid, item: 4))
        h.screen.press(at: CGPoint(x: slot.midX, y: slot.midY))
        h.screen.release()
        h.screen.run(for: 0.2)
        let opening = try #require(grid.zoomTransition.animator?.travellers)
        grid.deletePhoto(at: IndexPath(item: 4, section: 0))
        grid.deletePhoto(at: IndexPath(item: 99, section: 0))   // refused: nothing there
        h.settle(for: 0.8)
        #expect(grid.presentedViewController is ZoomDetailViewController, "the zoom open finished")
        #expect(opening.allSatisfy { $0.superview == nil })
        #expect(grid.zoomedItem == IndexPath(item: 4, section: 0), "the neighbour, now item 4, is the zoom's item")
        #expect(grid.collectionView.numberOfItems(inSection: 0) == PhotoGridViewController.itemCount - 1)

        h.screen.press(at: CGPoint(x: 356, y: 42))
        h.screen.release()
        h.screen.renderFrame()
        #expect(grid.thumbnail(forItem: 4)?.isHidden == true, "the neighbour's place waits for the photo")
        var landed: CGRect?
        for _ in 0..<40 {
            if let drawn = drawnPhoto(grid) { landed = drawn }
            h.screen.run(for: 1.0 / 60)
        }
        h.settle(for: 0.5)
        #expect(grid.presentedViewController == nil)
        expectNear(try #require(landed), slot, tolerance: 1)
        #expect(grid.thumbnails.allSatisfy { !$0.isHidden })
        h.expectIdle()
    }

    @Test func aPhotosContextMenuOpensOrDeletesIt() throws {
        let h = SceneHarness("zoom")
        let grid = try #require(h.root as? PhotoGridViewController)
        let second = try #require(windowFrame(of: grid, item: 1))
        func menu() -> MenuListView? { MenuPresenter.current(in: h.window)?.overlay.list }
        func choose(_ title: String) throws {
            let list = try #require(menu())
            let row = try #require(list.rows.indices.first { list.title(ofRow: $0) == title })
            let frame = list.frame(ofRow: row, in: h.window)
            h.perform([.press(CGPoint(x: frame.midX, y: frame.midY)), .release])
        }
        h.screen.pressSecondary(at: CGPoint(x: second.midX, y: second.midY))
        h.screen.releaseSecondary()
        h.settle(for: 0.3)
        let list = try #require(menu())
        #expect(list.rows.indices.compactMap { list.title(ofRow: $0) } == ["Desert Dunes", "Open", "Delete"])
        try choose("Delete")
        h.settle(for: 0.6)
        #expect(grid.items.count == PhotoGridViewController.itemCount - 1)
        #expect(grid.photo(ofItem: 1).title == "Sunset Bay", "the next photo took the deleted one's place")
        h.screen.pressSecondary(at: CGPoint(x: second.midX, y: second.midY))
        h.screen.releaseSecondary()
        h.settle(for: 0.3)
        try choose("Open")
        h.settle(for: 0.8)
        let detail = try #require(grid.presentedViewController as? ZoomDetailViewController)
        #expect(detail.photo.title == "Sunset Bay")
    }
}
