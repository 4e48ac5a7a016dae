//
//  UIViewController.swift
//  iOS Example
//
//  Created by Hoangtaiki on 8/11/18.
//  Copyright © 2018 toprating. All rights reserved.
//

import ChatUI

extension UIViewController {

    public func addBackBarButton() {
        let image = UIImage(named: "ic_nav_back")
        let button = UIBarButtonItem(image: image, primaryAction: nil)
        button.style = .plain
        button.primaryAction = UIAction { [unowned self, unowned button] _ in self.tappedOnBackBarButton(sender: button) }
        navigationItem.leftBarButtonItem = button
    }

    open func tappedOnBackBarButton(sender: UIBarButtonItem) {
        _ = navigationController?.popViewController(animated: true)
    }
}
