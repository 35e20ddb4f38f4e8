# CPU: znver3
# MEASURED: 1.19
# a byte load from a fixed address beside the read-modify-write and the step: slower than its parts (the model 1.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movzbl	(%rsi), %ecx
	xorb	%cl, (%rdi,%rax)
	addq	$1, %rax
