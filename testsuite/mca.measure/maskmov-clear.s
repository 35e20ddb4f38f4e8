# vpmaskmovd under a clear mask: no element faults, and the harness maps
# a page when an access faults, so the page stayed unmapped and each
# access took a microcode assist (324 cycles an iteration on the
# Emerald Rapids host).  The copies run once before timing with an
# orb $0 to the first byte each masked access names: 0.84.
.L1:
	vpxor	%xmm0, %xmm0, %xmm0
	vpmaskmovd	(%rsi,%rax), %ymm0, %ymm1
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.L1
