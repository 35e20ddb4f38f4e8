# CPU: znver4
# MEASURED: 1.00
	movslq (%rsi), %r8
	movslq 8(%rsi), %r9
	imulq $3, %rbx, %r10
