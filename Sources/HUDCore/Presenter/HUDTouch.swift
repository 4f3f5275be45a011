/// Where a touch landed.
///
/// ```swift
/// presenter.handle(.touch(.bezel, phase: .down), now: clock.now)     // didReceiveTouchEvent, didTouchDownInside
/// presenter.handle(.touch(.bezel, phase: .upInside), now: clock.now) // .tapped
/// ```
@_spi(HUDEngine) public enum HUDTouch: Hashable, Sendable {
    /// On the mask, outside the bezel (only possible with a blocking mask).
    case mask
    /// On the bezel.
    case bezel

    /// Which moment of a touch an input reports, as `UIControl` events: a tap is a touch-up inside, as for a
    /// button, so a finger that goes down on the HUD and lifts elsewhere (or is cancelled) does not tap it.
    public enum Phase: Hashable, Sendable {
        /// The finger went down (`touchDown`): posts ``HUDNotification/didReceiveTouchEvent`` and, on the bezel,
        /// ``HUDNotification/didTouchDownInside``, as SVProgressHUD does. It neither taps nor dismisses.
        case down
        /// The finger lifted on the bezel or a blocking mask (`touchUpInside`): a tap, so ``HUDEffect/tapped`` and,
        /// with ``HUDOptions/dismissOnTap``, a dismiss. It posts no notification.
        case upInside
    }
}
