import CoreGraphics
import Foundation
import Testing

/// The one search both shrinking labels and shrinking string drawing use.
@Suite struct ShrinkFactorTests {
    private let text = RichText(runs: [.init(text: "Shrink me", style: TextStyle(font: FontDescriptor(family: "Inter", size: 20), color: nil))])

    /// Counts the layouts a search asks for.
    private final class Looks { var count = 0 }

    /// A text "fits" while its font is at most 13.37 points: the largest factor is 0.6685.
    private func fits(_ looks: Looks) -> (RichText) -> Bool {
        { scaled in
            looks.count += 1
            return scaled.runs[0].style.font.size <= 13.37
        }
    }

    @Test func theLargestFactorThatFitsToAThousandth() {
        let calls = Looks()
        let factor = text.shrinkFactor(minimum: 0.5, fits: fits(calls))
        #expect(factor <= 0.6685 && factor > 0.6675, "\(factor)")
        // A near guess (what a one-line text's width says) finds the same in four layouts.
        let guessed = Looks()
        let fromGuess = text.shrinkFactor(minimum: 0.5, guess: 0.668, fits: fits(guessed))
        #expect(fromGuess <= 0.6685 && fromGuess > 0.6675, "\(fromGuess)")
        #expect(guessed.count <= 4 && guessed.count < calls.count, "\(guessed.count) layouts with the guess, \(calls.count) without")
        // A guess too large or far off still ends at the answer.
        for guess in [0.9, 0.669, 0.55, 0.3, 1.2] as [CGFloat] {
            let f = text.shrinkFactor(minimum: 0.5, guess: guess, fits: fits(Looks()))
            #expect(f <= 0.6685 && f > 0.6675, "guess \(guess): \(f)")
        }
    }

    @Test func theEndsOfTheRange() {
        var calls = 0
        // Fits as it is: 1, after one look.
        #expect(text.shrinkFactor(minimum: 0.5) { _ in calls += 1; return true } == 1)
        #expect(calls == 1)
        // Does not fit even at the minimum: the minimum.
        #expect(text.shrinkFactor(minimum: 0.5) { _ in false } == 0.5)
        // A minimum of 0 (the default), 1 or more, or not a number: not shrunk, nothing laid out.
        for minimum in [0, 1, 1.5, -0.2, .nan] as [CGFloat] {
            var looked = 0
            #expect(text.shrinkFactor(minimum: minimum) { _ in looked += 1; return false } == 1, "\(minimum)")
            #expect(looked == 0)
        }
    }

    /// To fit a box: on one line its width, wrapped its lines and height — the largest factor
    /// that does, a thousandth more does not.
    @Test func toFitABox() {
        let wide = RichText(runs: [.init(text: "A line too wide for its box", style: TextStyle(font: FontDescriptor(family: "Inter", size: 20), color: nil))])
        let full = RichTextLayout(text: wide, truncation: .none).size.width
        let oneLine = wide.shrinkFactor(minimum: 0.3, toFit: full * 0.6)
        #expect(RichTextLayout(text: wide.scaled(by: oneLine), truncation: .none).size.width <= full * 0.6 + 1e-6)
        #expect(RichTextLayout(text: wide.scaled(by: oneLine + 0.002), truncation: .none).size.width > full * 0.6)
        // Two lines at a third of the width: smaller than on one line of it would need, larger
        // than the minimum.
        let lines = { (f: CGFloat) in RichTextLayout(text: wide.scaled(by: f), width: full / 3, truncation: .none).lines.count }
        let wrapped = wide.shrinkFactor(minimum: 0.1, toFit: full / 3, lines: 2)
        #expect(lines(1) > 2 && lines(wrapped) <= 2 && lines(wrapped + 0.002) > 2, "\(wrapped)")
        // No limit: not shrunk.
        #expect(wide.shrinkFactor(minimum: 0.3, toFit: 0) == 1 && wide.shrinkFactor(minimum: 0.3, toFit: .infinity, lines: 0) == 1)
    }
}
