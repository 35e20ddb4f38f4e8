# CPU: znver4
# MEASURED: 3.00
	movslq (%rsi), %r8
	movslq 8(%rsi), %r9
	movslq 16(%rsi), %r11
	imulq $3, %rbx, %r10
	imulq $3, %rbx, %r12
