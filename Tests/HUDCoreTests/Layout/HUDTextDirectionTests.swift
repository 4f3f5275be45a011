import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDTextDirectionTests {
    @Test(arguments: [
        ("Arabic", "جارٍ التحميل…", HUDTextDirection.rightToLeft),
        ("Hebrew", "טוען…", .rightToLeft),
        ("Latin", "Loading…", .leftToRight),
        ("CJK", "正在上传照片…", .leftToRight),
        ("digits before Arabic", "42 % تم", .rightToLeft),
        ("Latin before Arabic", "PDF جاهز", .leftToRight),
        ("Arabic-Indic digits only", "٤٢", .leftToRight),
        ("punctuation only", "… 100 %", .leftToRight),
        ("empty", "", .leftToRight),
        ("right-to-left mark", "\u{200F}42", .rightToLeft),
        ("left-to-right mark", "\u{200E}تم", .leftToRight),
    ])
    func theFirstStrongCharacterDecides(label: String, text: String, expected: HUDTextDirection) {
        #expect(HUDTextDirection(of: text) == expected, "\(label)")
    }

    @Test func asciiIsDecidedAsItsGeneralCategorySays() {
        // Given every ASCII scalar, which the direction decides without a Unicode property lookup
        for value in UInt8(0)...0x7F {
            let scalar = Unicode.Scalar(value)
            // Then a letter is left to right and anything else neutral, as its general category says
            let isLetter = [.uppercaseLetter, .lowercaseLetter].contains(scalar.properties.generalCategory)
            #expect(HUDTextDirection.strongDirection(of: scalar) == (isLetter ? .leftToRight : nil), "\(value)")
        }
    }

    @Test func theLabelTakesItsTextsDirection() {
        let arabic = HUDRenderDescription.fixture(HUDContent(status: "جارٍ التحميل"))
        let latin = HUDRenderDescription.fixture(HUDContent(status: "Loading"))
        #expect(arabic.label?.direction == .rightToLeft)
        #expect(latin.label?.direction == .leftToRight)
        #expect(arabic.description.contains("lines=1 direction=rtl"))
        #expect(!latin.description.contains("direction"))
    }

    @Test func aTruncatedRightToLeftStatusEndsInTheEllipsisAtItsLogicalEnd() throws {
        // Given an Arabic status far taller than the label box
        let status = String(
            repeating: "لم يستجب الخادم في الوقت المحدد، لذلك ستبقى تغييراتك على هذا الجهاز. ", count: 30)
        let render = HUDRenderDescription.fixture(HUDContent(indicator: .error, status: status))
        let label = try #require(render.label)
        // Then the last line ends (logically) in "…", which the right-to-left direction draws on the left
        #expect(label.lines.last?.hasSuffix("…") == true)
        #expect(label.direction == .rightToLeft)
        let svg = HUDSVGRenderer.svg(for: render)
        #expect(svg.contains(#"text-anchor="middle" direction="rtl" unicode-bidi="embed" xml:space="preserve""#))
    }
}
