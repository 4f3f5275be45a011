import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A SwiftUI modifier's real ``HUDSessionBinding`` on a real session (``SessionFixture``), recording each output of
/// its machine as the runner carries it out, and counting how often it clears the app's binding.
@MainActor
private final class BindingDriver<ItemID: Hashable & Sendable> {
    typealias Output = HUDPresentationBinding<ItemID>.Output

    let fixture = SessionFixture()
    private let runner = HUDSessionBinding<ItemID>()
    private var outputs: [Output] = []
    /// How often the runner cleared the app's binding.
    private(set) var cleared = 0

    init() {
        runner.configure(session: fixture.session, onDisappear: nil) { [unowned self] in cleared += 1 }
        runner.outputObserver = { [unowned self] in outputs.append($0) }
    }

    /// The runner's machine.
    var binding: HUDPresentationBinding<ItemID> { runner.machine }

    /// Feeds `input` (the modifier's `onAppear`, `onChange`, `onDisappear`) and returns every output that followed.
    @discardableResult
    func send(_ input: HUDPresentationBinding<ItemID>.Input) -> [Output] {
        outputs { runner.reconcile(input) }
    }

    /// Runs `action` (something the session does) and returns every output that followed.
    @discardableResult
    func outputs(of action: () -> Void) -> [Output] {
        let start = outputs.count
        action()
        return Array(outputs[start...])
    }

    /// `HUD.dismiss()` while the binding's HUD is up, and its fade-out finished.
    @discardableResult
    func dismissFromElsewhere() -> [Output] {
        outputs {
            fixture.dismiss()
            fixture.finishFade()
        }
    }

    /// Another show on the same HUD (`HUD.show(status:)` elsewhere in the app).
    @discardableResult
    func showFromElsewhere() -> [Output] {
        outputs { fixture.present(.show(.spinner, status: "Elsewhere")) }
    }
}

@MainActor
struct HUDPresentationBindingTests {
    let loading = HUDContent(status: "Loading")
    let p1 = HUDPresentationID(1)
    let p2 = HUDPresentationID(2)

    // MARK: isPresented

    @Test func turningTheBindingOnShowsTheHUDOnce() {
        // Given
        let driver = BindingDriver<Bool>()

        // When
        let outputs = driver.send(.isPresented(true, content: loading))

        // Then
        #expect(outputs == [.show(true, loading)])
        #expect(driver.binding.phase == .presenting(true, p1))
        #expect(driver.binding.presentation == p1)
        #expect(driver.fixture.session.state.content == HUDContent(indicator: .spinner, status: "Loading"))
    }

    @Test func reEvaluatingTheBodyWithTheSameValueNeverReShows() {
        // Given
        let driver = BindingDriver<Bool>()
        driver.send(.isPresented(true, content: loading))

        // When
        var outputs: [HUDPresentationBinding<Bool>.Output] = []
        for _ in 0..<100 {
            outputs += driver.send(.isPresented(true, content: loading))
        }

        // Then
        #expect(outputs.isEmpty)
        #expect(driver.binding.phase == .presenting(true, p1))
        #expect(driver.fixture.changes == [])
    }

    @Test func reEvaluatingWhileHiddenShowsNothing() {
        // Given
        let driver = BindingDriver<Bool>()

        // When
        let outputs = driver.send(.isPresented(false, content: loading)) + driver.send(.notRequested)

        // Then
        #expect(outputs.isEmpty)
        #expect(driver.binding.phase == .idle)
        #expect(driver.fixture.phase == .hidden)
    }

    @Test func turningTheBindingOffDismissesItsPresentation() {
        // Given
        let driver = BindingDriver<Bool>()
        driver.send(.isPresented(true, content: loading))

        // When
        let outputs = driver.send(.isPresented(false, content: loading))

        // Then
        #expect(outputs == [.dismiss(p1), .disappeared(afterFadeOut: true)])
        #expect(driver.binding.phase == .idle)
        #expect(driver.fixture.phase == .disappearing)
    }

    @Test func theEndOfADismissTheBindingAskedForDoesNotTouchTheBinding() {
        // Given
        let driver = BindingDriver<Bool>()
        driver.send(.isPresented(true, content: loading))
        driver.send(.notRequested)

        // When: the fade-out finishes
        let outputs = driver.outputs { driver.fixture.finishFade() }

        // Then
        #expect(outputs.isEmpty)
        #expect(driver.fixture.changes == [.ended(p1)])
        #expect(driver.cleared == 0)
    }

    /// Tap, auto-dismiss, `HUD.dismiss()` and a dismiss during the grace time all reach the binding the same way.
    @Test func theBindingTurnsFalseWhenItsHUDGoesAwayByAnyPath() {
        // Given
        let driver = BindingDriver<Bool>()
        driver.send(.isPresented(true, content: loading))

        // When
        let outputs = driver.dismissFromElsewhere()

        // Then
        #expect(outputs == [.clearBinding, .disappeared(afterFadeOut: true)])
        #expect(driver.cleared == 1)
        #expect(driver.binding.phase == .awaitingBindingClear(true))
    }

    @Test func aStaleTrueAfterTheHUDWentAwayDoesNotReShow() {
        // Given: a tap dismissed the HUD, the binding write is not applied yet
        let driver = BindingDriver<Bool>()
        driver.send(.isPresented(true, content: loading))
        driver.dismissFromElsewhere()

        // When
        let outputs = driver.send(.isPresented(true, content: loading))

        // Then
        #expect(outputs.isEmpty)
        #expect(driver.fixture.phase == .hidden)
    }

    @Test func afterTheBindingClearedTrueShowsAgain() {
        // Given
        let driver = BindingDriver<Bool>()
        driver.send(.isPresented(true, content: loading))
        driver.dismissFromElsewhere()

        // When
        let cleared = driver.send(.isPresented(false, content: loading))
        let again = driver.send(.isPresented(true, content: loading))

        // Then
        #expect(cleared.isEmpty)
        #expect(again == [.show(true, loading)])
        #expect(driver.binding.phase == .presenting(true, p2))
    }

    @Test func anotherShowReplacingTheHUDTurnsTheBindingFalseWithoutADismiss() {
        // Given
        let driver = BindingDriver<Bool>()
        driver.send(.isPresented(true, content: loading))

        // When
        let superseded = driver.showFromElsewhere()
        let cleared = driver.send(.isPresented(false, content: loading))

        // Then
        #expect(superseded == [.clearBinding, .disappeared(afterFadeOut: false)])
        #expect(cleared.isEmpty)
        #expect(driver.fixture.session.state.content?.status == "Elsewhere")
    }

    @Test func theEndOfSomeoneElsesPresentationIsIgnored() {
        // Given
        let driver = BindingDriver<Bool>()
        driver.send(.isPresented(true, content: loading))

        // When
        let outputs =
            driver.send(.presentationEnded(HUDPresentationID(99)))
            + driver.send(.superseded(HUDPresentationID(98)))

        // Then
        #expect(outputs.isEmpty)
        #expect(driver.binding.phase == .presenting(true, p1))
    }

    @Test func aNewStatusUpdatesThePresentationInsteadOfReShowing() {
        // Given
        let driver = BindingDriver<Bool>()
        driver.send(.isPresented(true, content: loading))
        let saving = HUDContent(indicator: .progress(0.5), status: "Saving")

        // When
        let outputs = driver.send(.isPresented(true, content: saving))
        let again = driver.send(.isPresented(true, content: saving))

        // Then
        #expect(outputs == [.update(p1, saving)])
        #expect(again.isEmpty)
        #expect(driver.fixture.session.state.content == saving)
        #expect(driver.fixture.changes == [])
    }

    @Test func aNewStatusAfterTheHUDWentAwayDoesNotReShow() {
        // Given
        let driver = BindingDriver<Bool>()
        driver.send(.isPresented(true, content: loading))
        driver.dismissFromElsewhere()

        // When
        let outputs = driver.send(.isPresented(true, content: HUDContent(status: "Still here?")))

        // Then
        #expect(outputs.isEmpty)
    }

    // MARK: item

    @Test func aNewItemReplacesTheShownOne() {
        // Given
        let driver = BindingDriver<String>()
        driver.send(.requested("upload", content: HUDContent(status: "Uploading")))

        // When: the new show supersedes the old one, which the runner hears from the session
        let outputs = driver.send(.requested("sync", content: HUDContent(status: "Syncing")))

        // Then
        #expect(outputs == [.show("sync", HUDContent(status: "Syncing")), .disappeared(afterFadeOut: false)])
        #expect(driver.fixture.changes == [.superseded(p1)])
        #expect(driver.binding.phase == .presenting("sync", p2))
        #expect(driver.cleared == 0)
    }

    @Test func aNilItemDismissesTheShownItem() {
        // Given
        let driver = BindingDriver<String>()
        driver.send(.requested("upload", content: HUDContent(status: "Uploading")))

        // When
        let outputs = driver.send(.notRequested)

        // Then
        #expect(outputs == [.dismiss(p1), .disappeared(afterFadeOut: true)])
        #expect(driver.binding.phase == .idle)
    }

    @Test func aDifferentItemAfterTheHUDWentAwayIsShown() {
        // Given: the first item's HUD was dismissed elsewhere, the binding still holds it
        let driver = BindingDriver<String>()
        driver.send(.requested("upload", content: loading))
        driver.dismissFromElsewhere()

        // When
        let stale = driver.send(.requested("upload", content: loading))
        let next = driver.send(.requested("sync", content: loading))

        // Then
        #expect(stale.isEmpty)
        #expect(next == [.show("sync", loading)])
    }

    @Test func theOldItemsLateEndAfterASwitchDoesNotClearTheBinding() {
        // Given
        let driver = BindingDriver<Int>()
        driver.send(.requested(1, content: loading))
        driver.send(.requested(2, content: loading))

        // When: a late report of the first item's end
        let outputs = driver.send(.presentationEnded(p1))

        // Then
        #expect(outputs.isEmpty)
        #expect(driver.binding.phase == .presenting(2, p2))
        #expect(driver.cleared == 0)
    }
}
