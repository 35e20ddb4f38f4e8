# CPU: znver3
# MEASURED: 1.56
# mulq beside one addq chain: 1.56 (mulq alone 1.00, beside two addq 1.62)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	movq	%rdi, %rax
	mulq	%rsi
	addq	$1, %r8
