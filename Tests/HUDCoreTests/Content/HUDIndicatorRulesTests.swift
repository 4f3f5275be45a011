import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Every rule each kind answers, as one table: what the presenter, the session and the layout ask.
struct HUDIndicatorRulesTests {
    @Test func eachKindAnswersEveryRule() {
        let star = HUDAssetID(7)
        #expect(
            HUDIndicator.spinner.rules
                == .init(
                    activity: .addsOne, dismissesItself: false, showsWork: true, progressFraction: nil, haptic: nil,
                    layout: .spinner, customContent: nil, spoken: .loading, mode: .mode(.indeterminate)))
        #expect(
            HUDIndicator.progress(0.4).rules
                == .init(
                    activity: .addsOneUnlessShown, dismissesItself: false, showsWork: true, progressFraction: 0.4,
                    haptic: nil, layout: .progress, customContent: nil, spoken: .loading, mode: .progressStyle))
        #expect(
            HUDIndicator.success.rules
                == .init(
                    activity: .resets, dismissesItself: true, showsWork: false, progressFraction: nil,
                    haptic: .success, layout: .image, customContent: nil, spoken: .success, mode: .none))
        #expect(
            HUDIndicator.image(.custom(star)).rules
                == .init(
                    activity: .resets, dismissesItself: true, showsWork: false, progressFraction: nil, haptic: nil,
                    layout: .image, customContent: star, spoken: .appContent(star), mode: .none))
        let view = HUDCustomView(id: star, size: CGSize(width: 60, height: 40))
        #expect(
            HUDIndicator.customView(view).rules
                == .init(
                    activity: .resets, dismissesItself: false, showsWork: false, progressFraction: nil, haptic: nil,
                    layout: .customView(CGSize(width: 60, height: 40)), customContent: star,
                    spoken: .appContent(star), mode: .none))
        #expect(
            HUDIndicator.none.rules
                == .init(
                    activity: .addsOne, dismissesItself: false, showsWork: false, progressFraction: nil, haptic: nil,
                    layout: .none, customContent: nil, spoken: .loading, mode: .mode(.text)))
    }

    @Test func withoutTextEachImageIsSpokenAsWhatItShows() {
        #expect(HUDIndicator.error.rules.spoken == .error)
        #expect(HUDIndicator.info.rules.spoken == .info)
        #expect(HUDAnnouncement(text: nil, indicator: .success) == .success)
        #expect(HUDAnnouncement(text: "", indicator: .error) == .error)
        #expect(HUDAnnouncement(text: "Saved", indicator: .success) == .status("Saved"))
        #expect(HUDAnnouncement(HUDContent(indicator: .info, status: nil)) == .info)
    }

    @Test func progressAtZeroIsARingNotTheSpinner() {
        #expect(HUDIndicator.progress(0).rules.progressFraction == 0)
        #expect(HUDIndicator.progress(0).rules.layout == .progress)
    }

    @Test func kindsCompareWithoutTheirValues() {
        #expect(HUDIndicator.progress(0.1).isSameKind(as: .progress(0.9)))
        #expect(!HUDIndicator.progress(0.1).isSameKind(as: .spinner))
        #expect(!HUDIndicator.success.isSameKind(as: .error))
        #expect(HUDIndicator.none.isSameKind(as: .none))
    }
}
