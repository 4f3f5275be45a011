import Foundation

/// What a demo screen observed (completions that ran, `HUD.isVisible` readings, verdicts), newest last.
@MainActor
final class ResultLog: ObservableObject {
    /// One observation.
    struct Line: Identifiable {
        let id: Int
        let text: String
    }

    @Published private(set) var lines: [Line] = []
    private let start = Date()

    /// Adds `text`, stamped with the seconds since the screen opened.
    func add(_ text: String) {
        let seconds = Date().timeIntervalSince(start)
        lines.append(Line(id: lines.count, text: String(format: "%6.2f s  ", seconds) + text))
    }

    /// One step of a timed demo: waits `seconds`, runs `action`, then adds `text` (read after `action` ran).
    func add(after seconds: Double, _ action: () -> Void, _ text: @autoclosure () -> String) async throws {
        try await Task.sleep(seconds: seconds)
        action()
        add(text())
    }

    /// Forgets every line.
    func clear() {
        lines = []
    }
}
