# A gather through indices the harness's data gives: every lane holds
# the same index, so its elements all load one place.
	vpcmpeqd	%ymm4, %ymm4, %ymm4
	vgatherdps	%ymm4, (%rdx,%ymm0,4), %ymm3
