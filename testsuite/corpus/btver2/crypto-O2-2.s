	addl	%eax, %edi
	xorl	%edi, %edx
	incl	%r8d
	roll	$16, %edx
	addl	%edx, %ecx
	xorl	%ecx, %eax
	roll	$12, %eax
	addl	%eax, %edi
	xorl	%edi, %edx
	roll	$8, %edx
	addl	%edx, %ecx
	xorl	%ecx, %eax
	roll	$7, %eax
	cmpl	%r8d, %esi
	jne	.L8
