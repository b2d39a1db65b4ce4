import Testing
@testable import UIKit

@Suite struct LaunchOptionsTests {
    @Test func defaultsStandForAPhoneScreen() {
        let o = LaunchOptions(arguments: ["app"], environment: [:])
        #expect(o.screenSize == CGSize(width: 390, height: 844))
        #expect(o.scale == nil && !o.headless && o.problems.isEmpty)
    }

    @Test func commandLineOverridesTheEnvironment() {
        let o = LaunchOptions(arguments: ["app", "--screen-size", "800x600", "--scale=2", "--headless", "--frames", "3", "--output=out"],
                              environment: ["UIKIT_SCREEN_SIZE": "100x100"])
        #expect(o.screenSize == CGSize(width: 800, height: 600))
        #expect(o.scale == 2 && o.headless && o.frames == 3 && o.outputDirectory == "out")
    }

    @Test func badValuesAreReportedAndIgnored() {
        let o = LaunchOptions(arguments: ["app", "--screen-size", "big", "--scale", "0", "--frames", "-1", "--output"],
                              environment: ["UIKIT_SCREEN_SIZE": "10x99999"])
        #expect(o.screenSize == CGSize(width: 390, height: 844))
        #expect(o.scale == nil && o.frames == 1)
        #expect(o.problems.count == 5, "\(o.problems)")
        #expect(o.problems.contains { $0.contains("WIDTHxHEIGHT") && $0.contains("'big'") })
        #expect(o.problems.contains { $0.contains("--output needs a value") })
    }

    @Test func unknownArgumentsAreLeftToTheApp() {
        let o = LaunchOptions(arguments: ["app", "--scene", "zoom", "-v"], environment: [:])
        #expect(o.problems.isEmpty)
    }
}
