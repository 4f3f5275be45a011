/// Reconciles a SwiftUI `isPresented` or `item` binding with the HUD, as a pure state machine: the binding's value
/// shows and dismisses the HUD, the view's visibility hides and shows it again, and the HUD ending for real turns the
/// binding back to `false`/`nil`.
///
/// **The HUD follows the view's visibility; the binding follows the app's state.** The library writes the binding
/// only when the presentation it showed really ends: by itself (a self-dismissing kind finishing, a tap that
/// dismisses) or by another call of the app (`HUD.dismiss()`, another show replacing it). A view that goes away (a
/// `List` row scrolled off screen, a tab switch, a push) hides its HUD and never writes the binding, so an
/// `isUploading` flag stays `true` while the upload runs; when the view comes back with the binding still set, the
/// HUD shows again.
///
/// The modifier feeds the binding's value on **every** body evaluation; an unchanged value yields nothing, so the
/// HUD is never re-shown by a re-evaluation. The machine follows the one presentation it started, by the
/// ``HUDPresentationID`` the session reports back, and ignores every other presentation:
///
/// | When                                           | Then                                                   |
/// |------------------------------------------------|--------------------------------------------------------|
/// | the value becomes an item (or `true`)          | ``Output/show(_:_:)``                                   |
/// | the same item with other content               | ``Output/update(_:_:)`` of its presentation             |
/// | another item                                   | ``Output/show(_:_:)`` of it (it replaces the old one)   |
/// | the value becomes `nil` (or `false`)           | ``Output/dismiss(_:)`` of its presentation              |
/// | its presentation ended or was superseded       | ``Output/clearBinding``, then `onDisappear`; no re-show |
/// | a presentation the app's value ended ends      | `onDisappear` (``Output/disappeared(afterFadeOut:)``)   |
/// | after that, the stale value is fed again       | nothing, until the value changes                        |
/// | the view disappears while its HUD is requested | ``Output/dismiss(_:)`` only: no binding, no `onDisappear` |
/// | the value turns off while the view is away     | `onDisappear` of the HUD the view hid                   |
/// | the value changes while the view is away       | nothing; the latest value is kept                       |
/// | the view appears with the value still set      | ``Output/show(_:_:)`` of the latest item and content    |
///
/// Contract with whoever carries out the outputs (``HUDSessionBinding``, against a ``HUDSession``): right after
/// carrying out ``Output/show(_:_:)`` it sends ``Input/presented(_:)`` with the new presentation's id; later it sends
/// ``Input/presentationEnded(_:)`` when that presentation is over (faded out, or dismissed before it ever appeared)
/// and ``Input/superseded(_:)`` when another show replaced it. ``Output/dismiss(_:)`` must dismiss only that
/// presentation, not one that replaced it.
///
/// How HUDKit's `.hud(item:)` modifier uses it, through the ``HUDSessionBinding`` it holds (`.hud(isPresented:)` uses
/// `HUDPresentationBinding<Bool>` and ``Input/isPresented(_:content:)``). Feeding the value from
/// `onAppear`/`onChange` is enough; feeding it on every body evaluation as well is harmless.
///
/// ```swift
/// // In the modifier's body, where input = item.map { .requested($0.id, content: makeContent($0)) } ?? .notRequested:
/// content
///     .onAppear { binding.reconcile(input); binding.reconcile(.viewAppeared) }
///     .onChange(of: input) { binding.reconcile($0) }
///     .onDisappear { binding.reconcile(.viewDisappeared) }
///
/// // What HUDSessionBinding.reconcile(_:) does with the machine's answers:
/// func reconcile(_ input: HUDPresentationBinding<ItemID>.Input) {
///     for output in machine.handle(input) {
///         switch output {
///         case .show(_, let content):
///             let presentation = session.show(content) { change in reconcile(.init(change)) }
///             reconcile(.presented(presentation))
///         case .update(let presentation, let content): session.update(presentation, to: content)
///         case .dismiss(let presentation): session.dismiss(presentation)
///         case .clearBinding: clearBinding()
///         case .disappeared(let afterFadeOut): afterFadeOut ? session.runOnceHidden(onDisappear) : onDisappear()
///         }
///     }
/// }
/// ```
@_spi(HUDEngine) public struct HUDPresentationBinding<ItemID: Hashable & Sendable>: Hashable, Sendable {
    /// Where the machine is; compare whole values in tests.
    public private(set) var phase: Phase = .idle
    private var content: HUDContent?
    /// Whether the modified view is on screen; a view never reported is (the modifier reports only changes).
    private var isViewVisible = true
    /// The presentations the app's binding ended (its value turned off, or to another item), each until its end
    /// is reported: that end runs the app's `onDisappear`.
    private var endedByApp: [HUDPresentationID] = []
    /// The presentation the view's going away dismissed: its end runs nothing (the view came and went, the binding
    /// did not change), unless the app then turns the binding off while the view is away.
    private var hiddenForView: HUDPresentationID?

    /// Creates a machine that shows nothing.
    public init() {}

    /// The presentation this binding started and that is still on screen, if known.
    public var presentation: HUDPresentationID? {
        if case .presenting(_, let presentation) = phase { return presentation }
        return nil
    }

    /// Applies one input and returns what the controller must do, in order.
    ///
    /// ```swift
    /// var binding = HUDPresentationBinding<Bool>()
    /// binding.handle(.isPresented(true, content: HUDContent(status: "Loading"))) // [.show(true, …)]
    /// binding.handle(.isPresented(true, content: HUDContent(status: "Loading"))) // [] on re-evaluation
    /// ```
    public mutating func handle(_ input: Input) -> [Output] {
        switch input {
        case .requested(let item, let content):
            return request(item, content)
        case .notRequested:
            return withdraw()
        case .viewDisappeared:
            return disappear()
        case .viewAppeared:
            return appear()
        case .presented(let presentation):
            return adopt(presentation)
        case .presentationEnded(let presentation):
            return end(presentation, afterFadeOut: true)
        case .superseded(let presentation):
            return end(presentation, afterFadeOut: false)
        }
    }

    private mutating func request(_ item: ItemID, _ newContent: HUDContent) -> [Output] {
        let oldContent = content
        content = newContent
        guard isViewVisible else { return wait(for: item) }
        switch phase {
        case .presenting(let current, let presentation) where current == item:
            guard newContent != oldContent else { return [] }
            guard let presentation else { return [.show(item, newContent)] }
            return [.update(presentation, newContent)]
        case .awaitingBindingClear(let current) where current == item:
            return []
        case .idle, .presenting, .awaitingBindingClear, .waitingForView:
            if let replaced = presentation { endedByApp.append(replaced) }
            phase = .presenting(item, nil)
            return [.show(item, newContent)]
        }
    }

    private mutating func withdraw() -> [Output] {
        let dismissed = presentation
        let hidden = hiddenForView
        hiddenForView = nil
        phase = .idle
        content = nil
        if let dismissed {
            endedByApp.append(dismissed)
            return [.dismiss(dismissed)]
        }
        // The HUD the view's going away hid is over for real now: the app turned the binding off.
        return hidden.map { _ in [.disappeared(afterFadeOut: true)] } ?? []
    }

    /// A request while the view is away: remembered, shown when the view appears (a value whose HUD already ended
    /// by itself stays unshown until it changes).
    private mutating func wait(for item: ItemID) -> [Output] {
        if case .awaitingBindingClear(let current) = phase, current == item { return [] }
        phase = .waitingForView(item)
        return []
    }

    private mutating func disappear() -> [Output] {
        isViewVisible = false
        guard case .presenting(let item, let presentation) = phase else { return [] }
        phase = .waitingForView(item)
        hiddenForView = presentation ?? hiddenForView
        return presentation.map { [.dismiss($0)] } ?? []
    }

    private mutating func appear() -> [Output] {
        isViewVisible = true
        guard case .waitingForView(let item) = phase, let content else { return [] }
        hiddenForView = nil
        phase = .presenting(item, nil)
        return [.show(item, content)]
    }

    private mutating func adopt(_ presentation: HUDPresentationID) -> [Output] {
        guard case .presenting(let item, _) = phase else {
            // A presentation nobody is waiting for any more: the binding no longer wants it (the view went away,
            // or the app turned the binding off, before it was reported).
            if case .waitingForView = phase { hiddenForView = presentation } else { endedByApp.append(presentation) }
            return [.dismiss(presentation)]
        }
        phase = .presenting(item, presentation)
        return []
    }

    /// A presentation ended (faded out, or dismissed before it appeared) or was superseded. The app's
    /// `onDisappear` runs only when it really ended: by itself or by another call (the binding is cleared too), or
    /// because the app changed the binding; never when the view's going away hid it.
    private mutating func end(_ ended: HUDPresentationID, afterFadeOut: Bool) -> [Output] {
        if case .presenting(let item, let presentation) = phase, presentation == ended {
            phase = .awaitingBindingClear(item)
            return [.clearBinding, .disappeared(afterFadeOut: afterFadeOut)]
        }
        if let index = endedByApp.firstIndex(of: ended) {
            endedByApp.remove(at: index)
            return [.disappeared(afterFadeOut: afterFadeOut)]
        }
        return []
    }
}
