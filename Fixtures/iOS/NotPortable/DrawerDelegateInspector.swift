//
//  DrawerDelegateInspector.swift
//  EdgeDrawer (debugging aid)
//
//  Lists which optional EdgeDrawerDelegate methods an object implements, for a debug log.
//

import UIKit

enum DrawerDelegateInspector {

    static func implementedMethods(of delegate: EdgeDrawerDelegate) -> [String] {
        var names: [String] = []
        if delegate.responds(to: #selector(EdgeDrawerDelegate.drawerShouldOpen(_:))) {
            names.append("drawerShouldOpen(_:)")
        }
        if delegate.responds(to: #selector(EdgeDrawerDelegate.drawer(_:didChangeState:))) {
            names.append("drawer(_:didChangeState:)")
        }
        if delegate.responds(to: #selector(EdgeDrawerDelegate.drawerMenuWidth(_:))) {
            names.append("drawerMenuWidth(_:)")
        }
        return names
    }
}
