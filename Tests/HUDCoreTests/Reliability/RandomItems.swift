import Foundation

@_spi(HUDEngine) @testable import HUDCore

/// HUDs attached to list items and forgotten, mixed into a ``RandomSession``'s sequence: a few items are attached to
/// a few reused cells, shown, dismissed, faded, forgotten (deleted) and released once idle
/// (``HUDAttachmentRegistry/releaseItem(_:ifIdle:)``), as HUDKit's item registry does. Each item's HUD is a real
/// session with its own clock, which follows the sequence's. After every step: a cell displays one item at most and
/// the lookups agree with each other, no item released with its HUD still up, every dismiss completion once, and
/// once settled no item left.
@MainActor
final class RandomItems {
    /// An item's HUD: its session, host and own clock.
    typealias ItemHUD = SessionFixture

    private var random: SplitMix64
    private var registry = HUDAttachmentRegistry<ItemHUD>()
    private let cells = (0..<3).map { _ in NSObject() }
    private let items = 0..<5
    /// Every item HUD ever made, to settle and check them all.
    private var made: [ItemHUD] = []
    /// How often each dismiss completion ran, by the order they were asked.
    private var completionRuns: [Int] = []
    private(set) var violations: [String] = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed ^ 0x4954_454D_5348_5544)
    }

    /// One random step on the items, their clocks moved to `now` first.
    func step(now: TimeInterval) {
        for hud in made { hud.clock.advance(by: max(now - hud.clock.now, 0)) }
        let item = random.pick(Array(items))
        switch random.below(7) {
        case 0:
            let cell = HUDContainerID(random.pick(cells))
            let (hud, displaced) = registry.attach(item: item, to: cell, make: make)
            displaced?.session.containerMoved(.pause)
            hud.session.containerMoved(.resume)
        case 1: registry.entry(forItem: item, make: make).session.show(HUDContent(indicator: .progress(0.3)))
        case 2: registry.entry(forItem: item)?.session.dismiss(delay: random.pick([0, 0.5]), completion: completion())
        case 3: registry.entry(forItem: item).map(finishFade)
        case 4: registry.removeItem(item)?.session.dismiss(completion: completion())
        default: release(item)
        }
        check()
    }

    /// Ends every item's HUD, then releases every item: the registry ends empty.
    func settle() {
        for hud in made {
            hud.session.dismiss(completion: completion())
            for _ in 0..<20 where hud.session.state.phase != .hidden {
                if hud.session.presenter.liveFade != nil {
                    finishFade(hud)
                } else if let next = hud.clock.nextDeadline {
                    hud.clock.advance(by: max(next - hud.clock.now, 0))
                }
            }
        }
        for item in items { release(item) }
        if registry.itemCount != 0 { fail("\(registry.itemCount) items left after every HUD ended") }
        if let lost = completionRuns.firstIndex(where: { $0 != 1 }) {
            fail("item completion \(lost) ran \(completionRuns[lost]) times")
        }
    }

    private func make() -> ItemHUD {
        let hud = ItemHUD()
        made.append(hud)
        return hud
    }

    private func finishFade(_ hud: ItemHUD) {
        if let fade = hud.session.presenter.liveFade { hud.session.fadeFinished(fade) }
    }

    private func release(_ item: Int) {
        let wasUp = registry.entry(forItem: item).map { !$0.session.isIdle } ?? false
        let released = registry.releaseItem(item, ifIdle: { $0.session.isIdle })
        if wasUp, released != nil { fail("item \(item) released while its HUD was up") }
        if released?.session.state.phase.countsAsUp == true { fail("item \(item) released while shown") }
    }

    private func completion() -> @MainActor (HUDDismissal) -> Void {
        let index = completionRuns.count
        completionRuns.append(0)
        return { [weak self] _ in self?.completionRuns[index] += 1 }
    }

    /// A cell displays one item at most, and the two lookups agree.
    private func check() {
        for cell in cells.map(HUDContainerID.init) {
            let shown = registry.entries(ofItemsIn: cell)
            if shown.count > 1 { fail("a cell displays \(shown.count) items") }
            let displaying = items.filter { registry.container(ofItem: $0) == cell }
            if displaying.count != shown.count { fail("cell lookups disagree: \(displaying) vs \(shown.count)") }
        }
    }

    private func fail(_ message: String) {
        violations.append(message)
    }
}
