// The Objective-C façade as an Objective-C app writes it: every MBProgressHUD 1.x and SVProgressHUD line the
// migration articles name, against the HUDKit-Swift.h header that Swift emits for HUDKit. `make ios` type-checks
// this file with clang after the iOS build (`make objc-probe`); nothing calls these functions.
@import UIKit;
#import "HUDKit-Swift.h"

@interface ObjectiveCFacadeProbe : NSObject
@end

@implementation ObjectiveCFacadeProbe

- (void)cancelUpload:(id)sender {
    [HUDProgressHUD hideHUDForView:(UIView *)sender animated:YES];
}

- (void)hudDidAppear:(NSNotification *)notification {
    NSString *status = notification.userInfo[HUDProgressHUD.statusUserInfoKey];
    NSLog(@"%@", status);
}

- (void)svProgressHUDShapedCalls:(UIImage *)image {
    [HUDProgressHUD show];
    [HUDProgressHUD showWithStatus:@"Loading…"];
    [HUDProgressHUD showProgress:0.4f];
    [HUDProgressHUD showProgress:0.4f status:@"Uploading…"];
    [HUDProgressHUD showSuccessWithStatus:@"Saved"];
    [HUDProgressHUD showErrorWithStatus:@"Failed"];
    [HUDProgressHUD showInfoWithStatus:@"Note"];
    [HUDProgressHUD showImage:image status:@"Starred"];
    [HUDProgressHUD setStatus:@"Almost done"];
    [HUDProgressHUD popActivity];
    [HUDProgressHUD dismiss];
    [HUDProgressHUD dismissWithCompletion:^{ NSLog(@"gone"); }];
    [HUDProgressHUD dismissWithDelay:1];
    [HUDProgressHUD dismissWithDelay:1 completion:^{ NSLog(@"gone"); }];
    BOOL visible = [HUDProgressHUD isVisible];
    NSLog(@"%d", visible);
    [HUDProgressHUD setDefaultStyle:HUDProgressHUDStyleDark];
    [HUDProgressHUD setDefaultMaskType:HUDProgressHUDMaskTypeBlack];
    [HUDProgressHUD setDefaultAnimationType:HUDProgressHUDAnimationTypeNative];
    [HUDProgressHUD setForegroundColor:UIColor.whiteColor];
    [HUDProgressHUD setBackgroundColor:UIColor.blackColor];
    [HUDProgressHUD setMinimumDismissTimeInterval:1];
    [HUDProgressHUD setGraceTimeInterval:0.2];
    [HUDProgressHUD setSuccessImage:image];
    [HUDProgressHUD setOffsetFromCenter:UIOffsetMake(0, 40)];
    // Every setting, SVProgressHUD's and HUDKit's own, through the UIAppearance proxy.
    [HUDView appearance].cornerRadius = 12;
    [HUDView appearance].margin = 20;
    [HUDView appearance].contentColor = UIColor.whiteColor;
    [HUDView appearance].graceTimeInterval = 0.2;
    [HUDView appearance].hapticsEnabled = YES;
    [HUDView appearance].offsetFromCenter = UIOffsetMake(0, 40);
}

- (void)notifications {
    NSNotificationCenter *center = NSNotificationCenter.defaultCenter;
    [center addObserver:self selector:@selector(hudDidAppear:) name:HUDProgressHUD.willAppearNotification object:nil];
    [center addObserver:self selector:@selector(hudDidAppear:) name:HUDProgressHUD.didAppearNotification object:nil];
    [center addObserver:self selector:@selector(hudDidAppear:) name:HUDProgressHUD.willDisappearNotification object:nil];
    [center addObserver:self selector:@selector(hudDidAppear:) name:HUDProgressHUD.didDisappearNotification object:nil];
    [center addObserver:self selector:@selector(hudDidAppear:)
                   name:HUDProgressHUD.didReceiveTouchEventNotification object:nil];
    [center addObserver:self selector:@selector(hudDidAppear:)
                   name:HUDProgressHUD.didTouchDownInsideNotification object:nil];
}

- (void)mbProgressHUDShapedCalls:(UIView *)view {
    HUDProgressHUD *hud = [HUDProgressHUD showHUDAddedTo:view animated:YES];
    hud.mode = HUDProgressHUDModeAnnularDeterminate;
    hud.progress = 0.5f;
    hud.label.text = @"Uploading…";
    hud.label.font = [UIFont boldSystemFontOfSize:16];
    hud.label.textColor = UIColor.whiteColor;
    hud.detailsLabel.text = @"2 of 8";
    hud.detailsLabel.font = [UIFont systemFontOfSize:12];
    hud.detailsLabel.textColor = UIColor.lightGrayColor;
    [hud.button setTitle:@"Cancel" forState:UIControlStateNormal];
    [hud.button addTarget:self action:@selector(cancelUpload:) forControlEvents:UIControlEventTouchUpInside];
    NSString *title = [hud.button titleForState:UIControlStateNormal];
    NSLog(@"%@", title);
    hud.customView = [[UIImageView alloc] initWithImage:[UIImage systemImageNamed:@"checkmark"]];
    hud.mode = HUDProgressHUDModeCustomView;
    hud.mode = HUDProgressHUDModeText;
    hud.removeFromSuperViewOnHide = YES;
    hud.completionBlock = ^{ NSLog(@"hidden"); };
    hud.offset = CGPointMake(0, HUDProgressHUD.maxOffset);
    hud.square = YES;
    hud.margin = 20;
    hud.minSize = CGSizeMake(120, 120);
    hud.contentColor = UIColor.whiteColor;
    hud.bezelView.style = HUDProgressHUDBackgroundStyleSolidColor;
    hud.bezelView.color = UIColor.blackColor;
    hud.backgroundView.style = HUDProgressHUDBackgroundStyleBlur;
    hud.backgroundView.color = [UIColor colorWithWhite:0 alpha:0.1];
    hud.hidden = YES;
    hud.hidden = NO;
    [hud hideAnimated:YES afterDelay:2];
    [hud hideAnimated:YES];
    [hud hideAnimated:NO];
    [HUDProgressHUD hideHUDForView:view animated:YES];
    HUDProgressHUD *found = [HUDProgressHUD HUDForView:view];
    [found hideAnimated:YES];
}

- (void)graceTimeBeforeShowing:(UIView *)view {
    HUDProgressHUD *hud = [[HUDProgressHUD alloc] initWithView:view];
    hud.graceTime = 0.5;
    hud.minShowTime = 1;
    hud.label.text = @"Loading";
    [hud showAnimated:YES];
}

- (void)progressViews:(UIView *)view {
    HUDProgressView *ring = [[HUDProgressView alloc] initWithFrame:CGRectMake(0, 0, 37, 37)];
    ring.progress = 0.4;
    ring.lineWidth = 3;
    HUDProgressView *pie = [[HUDProgressView alloc] initWithStyle:HUDProgressViewStylePie];
    pie.style = HUDProgressViewStyleBar;
    HUDSpinnerView *spinner = [[HUDSpinnerView alloc] initWithFrame:CGRectZero];
    spinner.lineWidth = 3;
    [view addSubview:ring];
    [view addSubview:pie];
    [view addSubview:spinner];
}

@end

// The README's Objective-C snippet, as written there.
@interface ObjectiveCReadmeViewController : UIViewController
@end

@implementation ObjectiveCReadmeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [HUDProgressHUD showWithStatus:@"Loading…"];
    HUDProgressHUD *hud = [HUDProgressHUD showHUDAddedTo:self.view animated:YES];
    hud.mode = HUDProgressHUDModeAnnularDeterminate;
    hud.label.text = @"Uploading…";
    [hud hideAnimated:YES afterDelay:1];
}

@end
