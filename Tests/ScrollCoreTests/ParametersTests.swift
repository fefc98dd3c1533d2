import Testing
@testable import ScrollCore

@Suite struct ParametersTests {
    @Test func defaultsComeFromTheCatalog() {
        let parameters = Parameters(catalog: .physics)
        #expect(parameters["decelerationRate"] == 0.998)
        #expect(parameters["rubberBandConstant"] == 0.55)
        #expect(parameters.flag("bounces"))
    }

    @Test func decelerationRateMustBeInsideTheOpenUnitInterval() {
        var parameters = Parameters(catalog: .physics)
        #expect(throws: ParameterError.self) { try parameters.set("decelerationRate", to: 1.0) }
        #expect(throws: ParameterError.self) { try parameters.set("decelerationRate", to: 0.0) }
        #expect(throws: ParameterError.self) { try parameters.set("decelerationRate", to: Double.nan) }
        try? parameters.set("decelerationRate", to: 0.99)
        #expect(parameters["decelerationRate"] == 0.99)
    }

    @Test func unknownNamesSuggestTheNearestOnes() {
        var parameters = Parameters(catalog: .physics)
        do {
            try parameters.set("bouncy", to: 1.0)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("unknown parameter 'bouncy'"))
            #expect(error.description.contains("did you mean") && error.description.count < 200)
        }
    }
}
