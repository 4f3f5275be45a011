import Foundation

/// The one place every lane of an owner (a controller: its HUD and its messages) hears the facts of that owner's
/// life from: somewhere to show became available (a scene connected or activated, a view entered a window), and the
/// owner went away (every lane ends). HUDKit reports each fact once, here; the lifecycle tells every lane, so a
/// message can never miss what the HUD hears.
///
/// It also says what the owner's host observes (``observations``): each lane tells what it needs now (nothing,
/// somewhere to show, or the environment of the window it shows in), and one set of observers serves them all
/// (``HUDDeviceRules/observations(isInstalled:isWaiting:)`` of the most any lane needs).
///
/// The lifecycle holds its lanes, so an owner's report can reach them after the owner itself is gone (HUDKit reports
/// from the owner's `deinit` on the main queue).
///
/// ```swift
/// let lifecycle = HUDLifecycle()
/// lifecycle.add(session)
/// lifecycle.add(messages)
/// lifecycle.report(.hostAvailable)  // the HUD and a message waiting for a scene both appear
/// lifecycle.report(.ownerGone)      // the HUD is removed, every message ends, each completion runs once
/// ```
@MainActor
@_spi(HUDEngine) public final class HUDLifecycle {
    /// A fact of the owner's life.
    public enum Fact: Hashable, Sendable {
        /// Somewhere to show may exist now: a scene connected or became active, the owner's view entered a window.
        case hostAvailable
        /// The owner went away (a controller released, a view deallocated): every lane ends at once, without a fade;
        /// each completion and `onDisappear` runs once (``HUDDismissal/removed``, ``HUDMessageQueue/Ending/removed``).
        case ownerGone
        /// The owner's view left its window or came back (``HUDContainerWatch``'s decision): the HUD is paused, not
        /// ended (``HUDSession/containerMoved(_:)``); a message's time keeps running and it ends on time
        /// (``HUDMessageSession/ownerMoved(_:)``).
        case ownerMoved(HUDContainerWatch.Decision)
    }

    /// A lane of the owner.
    public enum Lane: Hashable, Sendable {
        /// The HUD.
        case hud
        /// The messages.
        case messages
    }

    /// What a lane needs its host to observe.
    public enum Need: Hashable, Sendable {
        /// Nothing: the lane shows nothing and nothing waits.
        case nothing
        /// Somewhere to show: something waits for a scene or a view.
        case somewhereToShow
        /// The environment of the window it shows in: the keyboard, the scenes, the accessibility settings.
        case environment
    }

    /// What the owner's host observes for all its lanes; empty at first.
    public private(set) var observations: HUDDeviceRules.Observations = []
    /// Runs when ``observations`` changed. `nil` by default.
    public var onObservationsChange: (@MainActor (HUDDeviceRules.Observations) -> Void)?

    private var listeners: [any HUDLifecycleListening] = []
    private var needs: [Lane: Need] = [:]

    /// Creates a lifecycle with no lanes.
    public init() {}

    /// Adds a lane; it hears every fact reported from now on (in the order lanes were added).
    public func add(_ listener: any HUDLifecycleListening) {
        guard !listeners.contains(where: { $0 === listener }) else { return }
        listeners.append(listener)
    }

    /// Tells every lane `fact`, in the order they were added.
    public func report(_ fact: Fact) {
        for listener in listeners {
            listener.hear(fact)
        }
    }

    /// Records what `lane` needs now, and updates ``observations``.
    public func lane(_ lane: Lane, needs need: Need) {
        needs[lane] = need
        let wanted = HUDDeviceRules.observations(
            isInstalled: needs.values.contains(.environment), isWaiting: needs.values.contains(.somewhereToShow))
        guard wanted != observations else { return }
        observations = wanted
        onObservationsChange?(wanted)
    }

    /// What `lane` needs now; ``Need/nothing`` until it says.
    public func need(of lane: Lane) -> Need {
        needs[lane] ?? .nothing
    }
}

/// A lane that hears its owner's ``HUDLifecycle`` facts: ``HUDSession`` and ``HUDMessageSession``.
@MainActor
@_spi(HUDEngine) public protocol HUDLifecycleListening: AnyObject {
    /// Applies `fact` to the lane.
    func hear(_ fact: HUDLifecycle.Fact)
}

extension HUDSession: HUDLifecycleListening {
    /// Somewhere to show: a show waiting for it appears (``overlayBecameAvailable()``). The owner went away: the
    /// HUD is removed at once (``hostGone()``). Its view left or came back: the HUD pauses or resumes
    /// (``containerMoved(_:)``).
    public func hear(_ fact: HUDLifecycle.Fact) {
        switch fact {
        case .hostAvailable: overlayBecameAvailable()
        case .ownerGone: hostGone()
        case .ownerMoved(let decision): containerMoved(decision)
        }
    }
}

extension HUDMessageSession: HUDLifecycleListening {
    /// Somewhere to show: a message waiting for it appears (``hostBecameAvailable()``). The owner went away: every
    /// message ends at once (``ownerGone()``). Its view left or came back: messages keep their time
    /// (``ownerMoved(_:)``).
    public func hear(_ fact: HUDLifecycle.Fact) {
        switch fact {
        case .hostAvailable: hostBecameAvailable()
        case .ownerGone: ownerGone()
        case .ownerMoved(let decision): ownerMoved(decision)
        }
    }
}
