	xorl	%edx, %eax
	shrl	%edx
	jne	.L65
