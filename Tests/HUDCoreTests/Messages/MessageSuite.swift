@_spi(HUDEngine) @testable import HUDCore

/// A suite that drives one ``MessageFixture``, made anew for each of its tests; the tests reach the fixture's
/// messages lane as `messages`.
@MainActor
protocol MessageSuite {
    /// The lane, its recording host and its clock.
    var fixture: MessageFixture { get }
}

extension MessageSuite {
    /// The fixture's messages lane.
    var messages: HUDMessageSession { fixture.messages }
}
