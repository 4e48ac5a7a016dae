import ChatRigSwiftUI

// AIPersonality.swift
struct AIPersonality: Identifiable {
    let id: String
    let name: String
    let description: String
    let greeting: String
    let responseStyle: ResponseStyle
    let color: Color
    
    var colorHex: String {
        // Encode Color to hex for storage
        fatalError("the design document leaves this getter empty")
    }
    
    init(id: String, name: String, description: String, 
         greeting: String, responseStyle: ResponseStyle, colorHex: String) {
        self.id = id
        self.name = name
        self.description = description
        self.greeting = greeting
        self.responseStyle = responseStyle
        self.color = Color(hex: colorHex)
    }
}

enum ResponseStyle: String, Codable {
    case friendly
    case professional
    case creative
    case technical
    case humorous
    case casual
}

struct AIPersonalities {
    static let sparkiFire = AIPersonality(
        id: "sparkifire",
        name: "SparkiFire",
        description: "Your friendly AI assistant",
        greeting: "Hello! I'm SparkiFire AI...",
        responseStyle: .friendly,
        colorHex: "#FF6F00"
    )
    
    static let alexPro = AIPersonality(
        id: "alex_pro",
        name: "Alex Pro",
        description: "Professional business consultant",
        greeting: "Good day. I'm Alex Pro...",
        responseStyle: .professional,
        colorHex: "#1976D2"
    )
    
    // ... more personalities
    
    static func getAllPersonalities() -> [AIPersonality] {
        return [sparkiFire, alexPro, lunaCreative, codeMaster, jokeBot, buddy]
    }
}

// Color extension for hex support
extension Color {
    init(hex: String) {
        let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&int)
        let a, r, g, b: UInt64
        switch hex.count {
        case 6: // RGB
            (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
        case 8: // ARGB
            (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
        default:
            (a, r, g, b) = (255, 0, 0, 0)
        }
        self.init(
            .sRGB,
            red: Double(r) / 255,
            green: Double(g) / 255,
            blue:  Double(b) / 255,
            opacity: Double(a) / 255
        )
    }
}
