# zstd's hash insert as -O2 writes it with shrq %cl: the count copied
# into %ecx from %r10 (hashLog's complement, which the loop never
# writes) before each shift, %rcx written otherwise too.  %r10 is the
# count's source and gets the count's 54.
.L1:
	movabsq	$-3523014627193847808, %r11
	imulq	(%rdx), %r11
	movl	%r10d, %ecx
	shrq	%cl, %r11
	movl	%esi, (%r8,%r11,4)
	leaq	3(%rdx), %rcx
	addq	$1, %rdx
	addl	$1, %esi
	cmpq	%rdx, %r9
	jne	.L1
