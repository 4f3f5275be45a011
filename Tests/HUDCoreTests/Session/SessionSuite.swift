@_spi(HUDEngine) @testable import HUDCore

/// A suite that drives one ``SessionFixture``, made anew for each of its tests; the tests reach the fixture's
/// session and host as `session` and `host`.
@MainActor
protocol SessionSuite {
    /// The session, its recording host and its clock.
    var fixture: SessionFixture { get }
}

extension SessionSuite {
    /// The fixture's session.
    var session: HUDSession { fixture.session }

    /// The fixture's recording host.
    var host: RecordingHost { fixture.host }
}
