import Foundation
import Testing

@testable import hud_preview

/// HUDKit's processed resources as SwiftPM packages them: the bundle next to the test binary.
struct ResourceBundleTests {
    /// Every spoken string in every language: "Loading", "Success", "Error", "Info", "Image", and the format that
    /// says the button.
    static let translations: [String: [String]] = [
        "en": ["Loading", "Success", "Error", "Info", "Image", "%1$@, %2$@, button"],
        "de": ["Wird geladen", "Erfolgreich", "Fehler", "Info", "Bild", "%1$@, %2$@, Taste"],
        "es": ["Cargando", "Completado", "Error", "Información", "Imagen", "%1$@, %2$@, botón"],
        "fr": ["Chargement", "Réussi", "Erreur", "Info", "Image", "%1$@, %2$@, bouton"],
        "it": ["Caricamento", "Completato", "Errore", "Info", "Immagine", "%1$@, %2$@, pulsante"],
        "ja": ["読み込み中", "成功", "エラー", "情報", "イメージ", "%1$@、%2$@、ボタン"],
        "ko": ["로드 중", "성공", "오류", "정보", "이미지", "%1$@, %2$@, 버튼"],
        "pt-BR": ["Carregando", "Sucesso", "Erro", "Informação", "Imagem", "%1$@, %2$@, botão"],
        "ru": ["Загрузка", "Готово", "Ошибка", "Информация", "Изображение", "%1$@, %2$@, кнопка"],
        "zh-Hans": ["正在载入", "成功", "错误", "信息", "图像", "%1$@，%2$@，按钮"],
        "zh-Hant": ["載入中", "成功", "錯誤", "資訊", "影像", "%1$@，%2$@，按鈕"],
    ]
    static let keys = ["Loading", "Success", "Error", "Info", "Image", "%1$@, %2$@, button"]

    let bundle: Bundle

    init() throws {
        bundle = try #require(Self.hudKitBundle(), "no HUDKit resource bundle near \(Bundle.main.bundlePath)")
    }

    /// Looks for `HUDKit_HUDKit.resources` (Linux) or `HUDKit_HUDKit.bundle` (Apple platforms) in the folders of
    /// the running test binary and of every loaded bundle, and their parents.
    static func hudKitBundle() -> Bundle? {
        let anchors =
            [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments.first ?? "")]
            + Bundle.allBundles.map(\.bundleURL)
        let folders = anchors.flatMap {
            [$0, $0.deletingLastPathComponent(), $0.deletingLastPathComponent().deletingLastPathComponent()]
        }
        let candidates = folders.flatMap { folder in
            ["HUDKit_HUDKit.resources", "HUDKit_HUDKit.bundle"].map { folder.appendingPathComponent($0) }
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }.flatMap(Bundle.init(url:))
    }

    @Test(arguments: BundledAsset.all.map(\.name), BundledAsset.scales)
    func everyImageIsPackagedAtEveryScale(name: String, scale: Int) throws {
        let asset = try #require(BundledAsset.all.first { $0.name == name })
        let resource = (asset.fileName(scale: scale) as NSString).deletingPathExtension
        let url = try #require(bundle.url(forResource: resource, withExtension: "png"))
        let committed = try Data(
            contentsOf: PackageFiles.resources.appendingPathComponent(asset.fileName(scale: scale)))
        #expect(try Data(contentsOf: url) == committed)
    }

    @Test func thePrivacyManifestDeclaresNoTrackingAndNoData() throws {
        let url = try #require(bundle.url(forResource: "PrivacyInfo", withExtension: "xcprivacy"))
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        let manifest = try #require(plist as? [String: Any])
        #expect(manifest["NSPrivacyTracking"] as? Bool == false)
        for key in ["NSPrivacyTrackingDomains", "NSPrivacyCollectedDataTypes", "NSPrivacyAccessedAPITypes"] {
            #expect((manifest[key] as? [Any])?.isEmpty == true, "\(key)")
        }
        #expect(manifest.count == 4)
    }

    @Test func everyLanguageIsPackaged() {
        // SwiftPM may lower-case the folder names (pt-br.lproj); the bundle's lookup ignores the case.
        #expect(
            Set(bundle.localizations.map { $0.lowercased() }) == Set(Self.translations.keys.map { $0.lowercased() }))
    }

    @Test(arguments: translations.keys.sorted())
    func everyLanguageTranslatesEverySpokenString(language: String) throws {
        let folder = try #require(bundle.localizations.first { $0.lowercased() == language.lowercased() })
        let url = try #require(
            bundle.url(forResource: "Localizable", withExtension: "strings", subdirectory: nil, localization: folder))
        let table = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        let expected = try #require(Self.translations[language])
        #expect(table as? [String: String] == Dictionary(uniqueKeysWithValues: zip(Self.keys, expected)))
    }
}
