# CPU: znver3
# MEASURED: 2.00
# two read-modify-writes to different 32-byte blocks: their stores commit one a cycle (the model before 1.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	addl	%ecx, (%rdi,%rax)
	addl	%ecx, 8(%rsi,%rax)
	addq	$16, %rax
