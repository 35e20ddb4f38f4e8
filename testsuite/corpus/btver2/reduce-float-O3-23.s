	vmulsd	-232(%rdx), %xmm0, %xmm0
	addl	$8, %ecx
	prefetcht0	(%rdx)
	addq	$64, %rdx
	vmulsd	-288(%rdx), %xmm0, %xmm0
	vmulsd	-280(%rdx), %xmm0, %xmm0
	vmulsd	-272(%rdx), %xmm0, %xmm0
	vmulsd	-264(%rdx), %xmm0, %xmm0
	vmulsd	-256(%rdx), %xmm0, %xmm0
	vmulsd	-248(%rdx), %xmm0, %xmm0
	vmulsd	-240(%rdx), %xmm0, %xmm0
	cmpl	%eax, %ecx
	jne	.L167
