import Foundation

/// A small, fast, seedable pseudo-random generator (Steele, Lea and Flood's SplitMix64, the
/// seeding generator of `java.util.SplittableRandom` and of xoshiro).
///
/// The helpers below draw integers and doubles with their own arithmetic instead of the
/// standard library's `random(in:using:)`, whose algorithm may change between toolchains: a
/// printed seed must replay the same case on any Swift version.
///
///     var rng = SplitMix64(seed: 42)
///     let x = rng.int(below: 10)        // 0…9
///     if rng.chance(0.25) { … }         // true a quarter of the time
struct SplitMix64: RandomNumberGenerator {
    private(set) var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// The SplitMix64 output function: a bijective scrambler of 64 bits.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<bound` (`bound` > 0), by Lemire's multiply-shift with rejection.
    mutating func int(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let b = UInt64(bound)
        var product = next().multipliedFullWidth(by: b)
        if product.low < b {
            let threshold = (0 &- b) % b
            while product.low < threshold { product = next().multipliedFullWidth(by: b) }
        }
        return Int(product.high)
    }

    /// A uniform integer in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + int(below: range.upperBound - range.lowerBound + 1)
    }

    /// A uniform double in `0..<1` (53 random bits).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// A uniform double in `lower..<upper`.
    mutating func double(_ lower: Double, _ upper: Double) -> Double { lower + (upper - lower) * unit() }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// One element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T { items[int(below: items.count)] }

    /// An index drawn with the given relative weights.
    mutating func weighted(_ weights: [Double]) -> Int {
        let total = weights.reduce(0, +)
        var x = unit() * total
        for (i, w) in weights.enumerated() {
            if x < w { return i }
            x -= w
        }
        return weights.count - 1
    }
}
