internal import CX11
import CoreGraphics
import Foundation

extension X11Backend {
    /// Copies the given device-pixel rectangles of ``frameBuffer`` to the window.
    ///
    /// Rectangles are clipped to the buffer; nothing else is shown. With MIT-SHM the server
    /// reads the buffer's memory after this call has sent the requests, so the call ends with
    /// a round trip (`XSync`): when it returns, the server is done reading and the next frame
    /// may draw into the buffer. Without MIT-SHM, `XPutImage` copies the pixels into the
    /// request itself and only a flush is needed.
    ///
    /// Measured under Xvfb on the project machine (`X11PresentBenchmark`): a full 1024×768
    /// present costs about 0.12 ms with MIT-SHM including the round trip (an idle round trip
    /// is about 0.05 ms) and about 1 ms with `XPutImage`. Waiting for MIT-SHM completion
    /// events instead of syncing would cost the same round trip, only later.
    package func present(_ damage: [PixelRect]) { present(damage, moving: []) }

    /// Shows a frame whose `moves` were made within ``frameBuffer``. With ``copiesMovedPixels``
    /// each is copied within the window on the server (`XCopyArea`, no pixels cross the
    /// connection) before the damaged rectangles are put, so the put pixels land over the moved
    /// ones; without it the moved rectangles are put like the damage. The window must show the
    /// previous frame; where a move's source is not on screen (another window over it, off the
    /// screen), the server reports a `GraphicsExpose` and that area is put again from the buffer
    /// with the next events.
    package func present(_ damage: [PixelRect], moving moves: [PixelMove]) {
        if !isMapped {
            // The first frame is drawn: show the window now. The server maps it before it
            // handles the copy below (one connection's requests are ordered); under a window
            // manager, which maps it later, the Expose that follows shows the buffer again.
            isMapped = true
            XMapWindow(displayHandle, Window(windowID))
        }
        let bounds = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        let rects = damage.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        // A move is copied only where both its source and its destination lie in the window;
        // the rest of its destination is put from the buffer like the damage.
        var copies: [PixelMove] = [], putMoved: [PixelRect] = []
        for move in moves {
            guard copiesMovedPixels else { putMoved.append(move.rect.intersection(bounds)); continue }
            let inside = move.rect.intersection(bounds).intersection(PixelRect(x: bounds.x + move.dx, y: bounds.y + move.dy,
                                                                               width: bounds.width, height: bounds.height))
            if !inside.isEmpty { copies.append(PixelMove(rect: inside, dx: move.dx, dy: move.dy)) }
            putMoved += move.rect.intersection(bounds).subtracting(inside)
        }
        guard !rects.isEmpty || !copies.isEmpty || !putMoved.isEmpty else { return }
        for move in copies {
            let from = move.source
            XCopyArea(displayHandle, Drawable(windowID), Drawable(windowID), gc, Int32(from.x), Int32(from.y),
                      UInt32(move.rect.width), UInt32(move.rect.height), Int32(move.rect.x), Int32(move.rect.y))
        }
        buffer.surface.flush()
        // Pieces that tile their bounding box (a slide's moved screen, the strip it uncovered and
        // the page beside it) go as one put: the server copies whole rows of the image faster
        // than the same bytes in narrower pieces.
        var puts = rects + putMoved
        let box = puts.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
        if puts.count > 1, box.area <= puts.reduce(0, { $0 + $1.area }) { puts = [box] }
        for rect in puts {
            buffer.put(rect, display: displayHandle, drawable: Drawable(windowID), gc: gc)
        }
        if buffer.usesSharedMemory {
            XSync(displayHandle, 0)
        } else {
            XFlush(displayHandle)
        }
    }

    /// Replaces the back buffer with a cleared one of the new pixel size (nothing is copied:
    /// the renderer redraws everything on `.resized`).
    func replaceBuffer(width: Int, height: Int) {
        buffer.invalidate(on: displayHandle)
        buffer = Self.makeBuffer(display: displayHandle, visual: visual, width: width, height: height,
                                 sharedMemory: &prefersSharedMemory)
    }
}
