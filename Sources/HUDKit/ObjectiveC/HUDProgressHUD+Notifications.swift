#if canImport(UIKit)
import UIKit

// The notification names and the user-info key, for Objective-C: Swift exports no global constants, so each is a
// class property (`HUDProgressHUD.didAppearNotification` where SVProgressHUD has `SVProgressHUDDidAppearNotification`).
extension HUDProgressHUD {
    /// `SVProgressHUDWillAppearNotification`: `Notification.Name.hudWillAppear`.
    ///
    /// ```objc
    /// [NSNotificationCenter.defaultCenter addObserver:self selector:@selector(hudWillAppear:)
    ///                                            name:HUDProgressHUD.willAppearNotification object:nil];
    /// ```
    @objc public nonisolated static let willAppearNotification = Notification.Name.hudWillAppear
    /// `SVProgressHUDDidAppearNotification`: `Notification.Name.hudDidAppear`.
    @objc public nonisolated static let didAppearNotification = Notification.Name.hudDidAppear
    /// `SVProgressHUDWillDisappearNotification`: `Notification.Name.hudWillDisappear`.
    @objc public nonisolated static let willDisappearNotification = Notification.Name.hudWillDisappear
    /// `SVProgressHUDDidDisappearNotification`: `Notification.Name.hudDidDisappear`.
    @objc public nonisolated static let didDisappearNotification = Notification.Name.hudDidDisappear
    /// `SVProgressHUDDidReceiveTouchEventNotification`: `Notification.Name.hudDidReceiveTouchEvent`.
    @objc public nonisolated static let didReceiveTouchEventNotification = Notification.Name.hudDidReceiveTouchEvent
    /// `SVProgressHUDDidTouchDownInsideNotification`: `Notification.Name.hudDidTouchDownInside`.
    @objc public nonisolated static let didTouchDownInsideNotification = Notification.Name.hudDidTouchDownInside
    /// `SVProgressHUDStatusUserInfoKey`: ``HUD/statusUserInfoKey``, the status in a notification's `userInfo`.
    @objc public nonisolated static let statusUserInfoKey = HUD.statusUserInfoKey
}
#endif  // canImport(UIKit)
