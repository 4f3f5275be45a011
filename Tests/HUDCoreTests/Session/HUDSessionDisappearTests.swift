import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A show's "did disappear" handler (MBProgressHUD's `completionBlock`): it runs once, when what that show put on
/// screen is gone — after the fade-out, at once without one, or when another show supersedes it.
@MainActor
struct HUDSessionDisappearTests: SessionSuite {
    let fixture = SessionFixture()

    /// What happened, in order: the host's notifications and the handlers that ran.
    private final class Log {
        var entries: [String] = []
    }

    private let log = Log()

    @discardableResult
    private func show(_ name: String, _ content: HUDContent = HUDContent(status: "Saving")) -> HUDPresentationID {
        session.show(content, onEnd: session.endHandler(onDisappear: { [log] in log.entries.append(name) }))
    }

    @Test func itRunsOnceAfterTheFadeOutAfterTheDismissCompletion() {
        // Given a HUD on screen
        show("first")
        fixture.finishFade()
        // When it is dismissed
        session.dismiss { [log] _ in log.entries.append("completion") }
        #expect(log.entries.isEmpty, "Not while the HUD fades out")
        fixture.finishFade()
        // Then the handler runs once it is gone, after the dismiss completion
        #expect(host.posted.last == .didDisappear)
        #expect(log.entries == ["completion", "first"])
        fixture.advance(by: 10)
        #expect(log.entries == ["completion", "first"])
    }

    @Test func itRunsAtOnceWhenTheShowNeverAppeared() {
        let fixture = SessionFixture { $0.graceTimeInterval = 1 }
        var ran = 0
        fixture.session.show(HUDContent(), onEnd: fixture.session.endHandler(onDisappear: { ran += 1 }))
        fixture.session.dismiss()
        #expect(ran == 1)
        #expect(fixture.host.posted.isEmpty)
    }

    @Test func aShowThatSupersedesItRunsItThen() {
        // On screen
        show("first")
        fixture.finishFade()
        show("second")
        #expect(log.entries == ["first"])
        // While fading out: the next show reverses the fade-out, the handler runs as it begins
        session.dismiss()
        show("third")
        #expect(log.entries == ["first", "second"])
        #expect(session.state.phase == .appearing)
    }

    @Test func anAutoDismissedImageRunsItWhenGone() {
        show("saved", HUDContent(indicator: .success, status: "Saved"))
        fixture.finishFade()
        fixture.advance(by: HUDAppearance().displayDuration(for: "Saved"))
        #expect(log.entries.isEmpty)
        fixture.finishFade()
        #expect(log.entries == ["saved"])
    }

    @Test func aShowFromTheHandlerBeginsTheNextPresentation() {
        // Given a handler that shows again
        session.show(
            HUDContent(status: "One"),
            onEnd: session.endHandler(onDisappear: { [session] in session.show(HUDContent(status: "Two")) }))
        fixture.finishFade()
        // When the first HUD is gone
        session.dismiss()
        fixture.finishFade()
        // Then the next one appears
        #expect(session.state.content?.status == "Two")
        #expect(session.isVisible)
    }

    @Test func aFollowedProgressTakesTheHandlerToo() {
        var ran = 0
        _ = session.followProgress(
            HUDProgressReport(fraction: 0.5), status: nil, options: HUDOptions(),
            onEnd: session.endHandler(onDisappear: { ran += 1 }))
        fixture.finishFade()
        session.dismiss()
        fixture.finishFade()
        #expect(ran == 1)
    }
}
