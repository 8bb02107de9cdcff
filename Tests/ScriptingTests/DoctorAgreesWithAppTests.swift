import Doctor
import Flow
import Scripting
import TCF
import Testing

/// `doctor` on the final store of every shipped script gives the app's own verdict: both call
/// `ServingVerdict` with the same inputs (the date, the region, the lists, the ATT status, the
/// under-age tag), and Google's reading and the app's request agree on the platform the app ran on.
/// The app's own request (its `npa=1` after `canShowPersonalizedAds()`) is compared for UMP apps: the
/// checks are UMP sample code; a PAC app requests from PAC's status and an ATT-only app has no checks,
/// so for those only Google's reading of the keys is compared.
@Suite struct DoctorAgreesWithAppTests {
    @Test func doctorOnEveryShippedScriptsStoreGivesTheAppsVerdict() throws {
        let paths = ScriptFiles.findScripts(under: [ShippedScriptsTests.scriptsDirectory]).scripts.filter { $0.hasSuffix(".keys") }
        #expect(paths.count >= 30)
        var compared = 0
        for path in paths {
            let script = try ScriptFiles.loader.load(path: path)
            var host = EngineHost()
            let player = ScriptPlayer(snapshots: SnapshotSet(scriptPath: path, mode: .update))
            _ = player.play(script, on: &host)
            guard let app = host.simulatorRuntime?.app else { continue }
            let config = app.configuration
            let report = DeviceDoctor.examine(
                app.device, today: app.system.today, att: app.system.att.statusForAds, region: app.adRequestRegion,
                certifiedCMPs: config.certifiedCMPs, underAgeOfConsent: config.underAgeOfConsent)
            guard let serving = report.servingByPlatform.first(where: { $0.platform == config.platform }) else {
                Issue.record("\(path): doctor has no verdict for \(config.platform)")
                continue
            }
            let google = app.googleVerdict
            #expect(serving.verdict.kind == google.kind, "\(path): doctor \(serving.verdict.kind), app \(google.kind)")
            #expect(serving.verdict.decidedBy == google.decidedBy, "\(path)")
            #expect(serving.verdict.ifNotCertified == google.ifNotCertified, "\(path)")
            if config.sdk == .ump {
                let request = app.adEligibility
                #expect(serving.request.kind == request.kind, "\(path): doctor's app requests \(serving.request.kind), the app \(request.kind)")
            }
            compared += 1
        }
        #expect(compared >= 30)
    }
}
