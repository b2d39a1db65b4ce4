import Foundation
import Testing

extension FixtureAppProcessTests {
    /// With the live clock, a fade begun in a display-link callback and one begun in
    /// `layoutSubviews` show their start value in their first frame, and move on after it.
    /// (The frame's timestamp is the time every phase sees; the animations are committed after
    /// the display links and layout ran, with that timestamp. Stamped with the system time
    /// after it, or added after the evaluation, they would show their end value first.)
    @Test("FIXTURE_MODE=fades: fades begun in a display-link callback and in layoutSubviews start from their start value (live clock)")
    func fadesStartFromTheirStartValue() async throws {
        try await withXServer { server, observer in
            let app = try AppLaunch.start(Self.app, Self.size, display: server.displayName,
                                          environment: ["FIXTURE_MODE": "fades"])
            let status = try await app.waitForExit(timeout: .seconds(20))
            #expect(status == .exited(0), "\(app.diagnostics)")
            let lines = app.lines(1)
            for name in ["displaylink", "layout"] {
                let shown = (1...3).map { frame -> Double? in
                    let prefix = "fade \(name) frame \(frame) opacity="
                    return lines.first { $0.hasPrefix(prefix) }.flatMap { Double($0.dropFirst(prefix.count)) }
                }
                #expect(shown[0] == 1, "\(name): the fade's first frame shows \(String(describing: shown[0])), not its start value 1: \(app.diagnostics)")
                if let second = shown[1], let third = shown[2] {
                    #expect(second < 1 && third < second && third > 0, "\(name): the fade moves on: \(shown)")
                } else {
                    Issue.record("\(name): frames 2 and 3 were not reported: \(app.diagnostics)")
                }
            }
        }
    }
}
